# singledispatch follows the MRO
from functools import singledispatch
class A: pass
class B(A): pass
class C(B): pass
@singledispatch
def f(x):
    return 'base'
@f.register(A)
def _(x):
    return 'A'
@f.register(C)
def _(x):
    return 'C'
print(f(A()), f(B()), f(C()), f(1))
