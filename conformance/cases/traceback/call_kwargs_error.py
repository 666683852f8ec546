# an unexpected keyword argument
def f(a):
    return a
v = f(b=1)
