# staticmethod() as a function and via instances
class A:
    def twice(x): return x * 2
    twice = staticmethod(twice)
print(A.twice(2), A().twice(3), type(A.__dict__["twice"]).__name__)
