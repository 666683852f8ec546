# summing bools counts the True values
data = [3, 8, 1, 9, 4]
print(sum(x > 3 for x in data), sum([True, True, False]), True + False + True)
