# unpacking a non-iterable
try:
    a, b = 1
except TypeError as e:
    print(e)
try:
    a, b = None
except TypeError as e:
    print(e)
