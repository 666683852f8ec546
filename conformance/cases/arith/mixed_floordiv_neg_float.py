# floor division of mixed signs with floats and ints
print(-7 // 2.0, 7 // -2.0, -7.0 % 2, -0.5 // 1, 0.5 // -1, -1e-20 // 1, -1e-20 % 1)
