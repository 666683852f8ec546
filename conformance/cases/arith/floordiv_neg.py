# floor division rounds toward negative infinity for all sign combinations
print(7 // 2, -7 // 2, 7 // -2, -7 // -2)
print(0 // 5, -1 // 5, 1 // -5)
