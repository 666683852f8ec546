# too many values to unpack
try:
    a, b = 1, 2, 3
except ValueError as e:
    print(e)
try:
    a, b = "abc"
except ValueError as e:
    print(e)
