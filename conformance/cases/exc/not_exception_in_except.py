# catching a non-exception class is a TypeError when an exception occurs
try:
    try:
        1 / 0
    except 5:
        pass
except TypeError as e:
    print(e)
