# indexing and slicing ranges
r = range(0, 20, 3)
print(r[0], r[-1], r[2], r[1:4], r[::-1], r[::2], list(r[::-2]), r[100:])
