# __repr__ is inherited and uses type(self)
class A:
    def __repr__(self): return type(self).__name__ + "()"
class B(A): pass
print(A(), B(), [B()])
