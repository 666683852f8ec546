# zero and one edge cases of power
print(0 ** 0, 0.0 ** 0, 1 ** 1000, (-1) ** 1001, (-1) ** 1000, 5 ** 0)
