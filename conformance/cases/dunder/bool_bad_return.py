# __bool__ must return a bool
class A:
    def __bool__(self): return 1
try:
    bool(A())
except TypeError as e:
    print(e)
try:
    if A(): pass
except TypeError as e:
    print(e)
