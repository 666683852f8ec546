# range values via list
print(list(range(5)), list(range(2, 8)), list(range(0, 10, 3)), list(range(10, 0, -3)), list(range(5, 5)), list(range(5, 0)), list(range(-3)))
