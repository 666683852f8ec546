# negative zero from float arithmetic
print(-0.0 * 1, 0.0 * -1, -0.0 + 0.0, -0.0 - 0.0, -0.0 // 1, -1 * 0.0)
