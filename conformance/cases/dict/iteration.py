# iterating a dict yields keys; items unpack
d = {"x": 1, "y": 2, "z": 3}
for k in d:
    print(k, d[k])
for k, v in d.items():
    print(k, "=", v)
print(sum(d.values()), sorted(d, reverse=True))
