# mangling keeps subclasses' private names apart
class A:
    def __init__(self):
        self.__v = "A"
    def a(self):
        return self.__v
class B(A):
    def __init__(self):
        super().__init__()
        self.__v = "B"
    def b(self):
        return self.__v
o = B()
print(o.a(), o.b(), sorted(vars(o)))
