# a non-data descriptor with __get__
class Ten:
    def __get__(self, obj, objtype=None):
        return 10 if obj is not None else "class access"
class A:
    x = Ten()
print(A().x, A.x)
