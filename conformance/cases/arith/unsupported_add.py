# adding int and str is a TypeError with both type names
try:
    1 + "a"
except TypeError as e:
    print(e)
try:
    "a" + 1
except TypeError as e:
    print(e)
