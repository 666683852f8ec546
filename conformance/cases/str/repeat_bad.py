# repeating a string by a float
try:
    "a" * 2.0
except TypeError as e:
    print(e)
try:
    "a" * "b"
except TypeError as e:
    print(e)
