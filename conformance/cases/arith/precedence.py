# arithmetic operator precedence
print(2 + 3 * 4, (2 + 3) * 4, 10 - 2 - 3, 100 / 10 / 2, 2 * 3 % 4, 7 // 2 * 2)
print(1 + 2 << 1, 1 | 2 ^ 3 & 4, -3 % 5 * 2)
