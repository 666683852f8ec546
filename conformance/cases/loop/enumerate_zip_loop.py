# loops over enumerate and zip
names = ["a", "b", "c"]
for i, (n, v) in enumerate(zip(names, [1, 2, 3]), start=1):
    print(i, n, v)
