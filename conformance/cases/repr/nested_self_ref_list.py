# self-referencing list in a nested structure
a = [1]
b = [a]
a.append(b)
print(a, b)
