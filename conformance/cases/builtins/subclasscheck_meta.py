# a metaclass __subclasscheck__ decides issubclass
class Meta(type):
    def __subclasscheck__(cls, sub):
        print('sub', cls.__name__, sub.__name__)
        return hasattr(sub, 'quack')
class Duck(metaclass=Meta):
    pass
class D:
    quack = 1
class E:
    pass
print(issubclass(D, Duck), issubclass(E, Duck), issubclass(D, (int, Duck)))
print(isinstance(D(), Duck))
