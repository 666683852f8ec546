# __prepare__ returning a dict subclass sees the body's names
class Recorder(dict):
    def __init__(self):
        super().__init__()
        self.order = []
    def __setitem__(self, key, value):
        if not key.startswith('__'):
            self.order.append(key)
        super().__setitem__(key, value)
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return Recorder()
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, dict(ns))
        cls.order = ns.order
        return cls
class C(metaclass=Meta):
    b = 2
    a = 1
    def m(self):
        pass
print(C.order, C.a, C.b)
class Bad(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return 42
try:
    class D(metaclass=Bad):
        pass
except TypeError as e:
    print('TypeError', e)
