# list indices must be integers or slices
l, k, f, n = [1, 2], "0", 1.0, None
try:
    l[k]
except TypeError as e:
    print(e)
try:
    l[f]
except TypeError as e:
    print(e)
try:
    l[n] = 3
except TypeError as e:
    print(e)
