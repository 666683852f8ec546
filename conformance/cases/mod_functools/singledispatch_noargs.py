# singledispatch called without arguments
from functools import singledispatch
@singledispatch
def fun(x):
    return x
fun()
