# a metaclass's __prepare__ gives the class body its namespace
class M(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print('prepare', name, bases, kw)
        return {'injected': 42}
    def __new__(mcls, name, bases, ns, **kw):
        print('new', sorted(k for k in ns if not k.startswith('__')))
        return super().__new__(mcls, name, bases, dict(ns))
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
class A(metaclass=M, flag=1):
    x = 1
    y = injected + 1
print(A.injected, A.x, A.y)
class B(A):
    z = 3
print(B.z, B.injected)
