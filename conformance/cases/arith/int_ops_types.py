# result types of int operations
print(type(7 // 2).__name__, type(7 % 2).__name__, type(2 ** 3).__name__, type(2 ** -3).__name__, type(7 / 7).__name__)
