# float arithmetic results that need shortest repr
print(0.1 + 0.2, 0.1 * 3, 1.1 * 1.1, 1 - 0.9, 100 * 1.1, 3 * 0.1 == 0.3)
