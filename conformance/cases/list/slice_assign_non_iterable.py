# slice assignment from a non-iterable
l = [1, 2]
try:
    l[0:1] = 5
except TypeError as e:
    print(e)
