# mixing ints and floats promotes to float
print(1 + 2.0, 3 * 1.5, 10 - 0.5, 7 - 7.0, 2 * 0.5)
print(type(1 + 2.0).__name__, type(3 * 2).__name__)
