# list + tuple is a TypeError
try:
    [1] + (2,)
except TypeError as e:
    print(e)
l = [1]
l += (2, 3)
l += "ab"
print(l)
