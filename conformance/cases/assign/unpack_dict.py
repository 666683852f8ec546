# unpacking a dict yields keys
a, b = {"x": 1, "y": 2}
print(a, b)
(k, v), = {"only": 1}.items()
print(k, v)
