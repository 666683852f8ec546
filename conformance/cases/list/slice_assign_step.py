# extended slice assignment requires equal length
l = list(range(6))
l[::2] = ["a", "b", "c"]
print(l)
l[::-2] = [1, 2, 3]
print(l)
try:
    l[::2] = [1, 2]
except ValueError as e:
    print(e)
