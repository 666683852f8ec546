# not enough values to unpack
try:
    a, b, c = 1, 2
except ValueError as e:
    print(e)
try:
    a, b = [1]
except ValueError as e:
    print(e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)
