# an uncaught unexpected keyword with too many positionals
def f(a):
    return a
f(1, 2, bad=3)
