# float division results needing 17 digits
print(1 / 7, 2 / 7, 22 / 7, 1e-10 / 3, 10 / 3, -10 / 3)
