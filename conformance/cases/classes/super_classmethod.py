# super() inside a classmethod
class A:
    @classmethod
    def make(cls):
        return "A.make for " + cls.__name__
class B(A):
    @classmethod
    def make(cls):
        return "B+" + super().make()
print(B.make(), B().make())
