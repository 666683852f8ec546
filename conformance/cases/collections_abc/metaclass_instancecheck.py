# collections.abc: a metaclass's __instancecheck__ and __subclasscheck__ decide isinstance and issubclass
class Meta(type):
    def __instancecheck__(cls, obj):
        print("instancecheck")
        return True
    def __subclasscheck__(cls, sub):
        print("subclasscheck")
        return True
class A(metaclass=Meta): pass
print(isinstance(1, A), issubclass(int, A))
