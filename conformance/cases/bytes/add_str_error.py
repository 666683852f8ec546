# bytes + str
try:
    b"a" + "b"
except TypeError as e:
    print(e)
