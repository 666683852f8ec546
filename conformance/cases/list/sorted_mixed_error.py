# sorting incomparable types
try:
    sorted([1, "a"])
except TypeError as e:
    print(e)
