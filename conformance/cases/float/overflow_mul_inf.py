# float multiplication overflows to inf silently
x = 1e308
print(x * 10, -x * 10, x + x, 1e308 * 1e308 - 1e308 * 1e308)
