# deleting several targets at once
a, b, c = 1, [1, 2, 3], {"k": 1}
del a, b[0], c["k"]
print(b, c)
