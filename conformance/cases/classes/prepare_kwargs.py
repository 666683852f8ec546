# class keywords reach __prepare__ and __init_subclass__
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print('prepare', name, kw)
        return {}
    def __new__(mcls, name, bases, ns, **kw):
        return super().__new__(mcls, name, bases, ns)
class Base(metaclass=Meta):
    def __init_subclass__(cls, **kw):
        print('init_subclass', cls.__name__, kw)
class Child(Base, tag='x'):
    pass
