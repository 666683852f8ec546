# type() argument errors
try:
    type("A", 1, {})
except TypeError as e:
    print(e)
try:
    type("A", (), 1)
except TypeError as e:
    print(e)
try:
    type(1, 2)
except TypeError as e:
    print(e)
