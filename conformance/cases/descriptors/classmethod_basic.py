# classmethods receive the class
class A:
    count = 0
    @classmethod
    def inc(cls):
        cls.count += 1
        return cls.count
class B(A): pass
print(A.inc(), A.inc(), B.inc(), A().inc(), A.count, B.count)
