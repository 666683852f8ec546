# duplicate base classes
class A: pass
try:
    class B(A, A): pass
except TypeError as e:
    print(e)
