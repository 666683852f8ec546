# __repr__ and __str__ must return str
class A:
    def __repr__(self): return 42
class B:
    def __str__(self): return None
try:
    repr(A())
except TypeError as e:
    print(e)
try:
    str(B())
except TypeError as e:
    print(e)
