# repr of classes, nested classes use __qualname__
class A:
    class B:
        pass
print(A, A.B, A.__name__, A.B.__name__, A.B.__qualname__)
print(int, type, object)
