# * unpacking a non-iterable
def f(*a):
    return a
try:
    f(*5)
except TypeError as e:
    print(e)
try:
    f(**[1])
except TypeError as e:
    print(e)
