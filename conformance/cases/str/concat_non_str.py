# concatenating str with a list
try:
    "a" + []
except TypeError as e:
    print(e)
