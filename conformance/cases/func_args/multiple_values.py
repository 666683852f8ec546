# got multiple values for argument
def f(x, y=0):
    return x
try:
    f(1, x=2)
except TypeError as e:
    print(e)
