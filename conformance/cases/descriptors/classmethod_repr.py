# classmethod objects
class A:
    @classmethod
    def f(cls): pass
    g = classmethod(lambda cls: cls.__name__)
print(A.g(), type(A.__dict__["f"]).__name__, A.f.__self__ is A)
