# slice indices must be integers or None
try:
    [1, 2][1.0:2]
except TypeError as e:
    print(e)
try:
    "ab"["a":]
except TypeError as e:
    print(e)
