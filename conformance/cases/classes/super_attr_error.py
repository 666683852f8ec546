# attributes missing on the super proxy
class A: pass
class B(A):
    def f(self):
        return super().nothing
try:
    B().f()
except AttributeError as e:
    print(e)
