# dunder assignment on a base reaches subclasses
class A: pass
class B(A): pass
A.__len__ = lambda self: 7
print(len(B()))
