# bools participate in arithmetic as 0 and 1
print(True + True, True * 10, False - 1, True / 2, True // 1, -True, +False, ~True)
print(type(True + True).__name__, type(True & True).__name__)
