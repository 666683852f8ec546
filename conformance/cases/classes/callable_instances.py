# callable() of instances and classes
class A: pass
class B:
    def __call__(self): return 1
print(callable(A), callable(A()), callable(B()))
