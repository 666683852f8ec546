# dict() from badly shaped pairs
try:
    dict([(1, 2, 3)])
except ValueError as e:
    print(e)
try:
    dict([1])
except TypeError as e:
    print(e)
