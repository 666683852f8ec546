# audit: generator finally on break, close, __class__ assignment, __prepare__
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("finally ran")
for v in gen():
    print(v)
    break
print("after loop")
class A:
    def hello(self): return "A"
class B:
    def hello(self): return "B"
a = A()
a.__class__ = B
print(a.hello(), type(a).__name__)
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        print("prepare", name)
        return {"injected": 42}
class C(metaclass=Meta):
    pass
print(C.injected)
class M2(type):
    def __instancecheck__(cls, obj):
        return obj == 3
    def __subclasscheck__(cls, sub):
        return sub is int
class Check(metaclass=M2):
    pass
print(isinstance(3, Check), isinstance(4, Check), issubclass(int, Check), issubclass(str, Check))
