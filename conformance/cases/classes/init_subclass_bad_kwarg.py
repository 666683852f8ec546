# object.__init_subclass__ takes no keyword arguments
class A: pass
try:
    class B(A, flavour=1): pass
except TypeError as e:
    print(e)
