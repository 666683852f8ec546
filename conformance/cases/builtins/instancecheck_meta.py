# a metaclass __instancecheck__ decides isinstance
class Meta(type):
    def __instancecheck__(cls, obj):
        print('check', cls.__name__, repr(obj))
        return isinstance(obj, int) and obj > 10
class Big(metaclass=Meta):
    pass
print(isinstance(5, Big), isinstance(50, Big), isinstance('x', Big))
print(isinstance(Big(), Big))
print(isinstance(50, (str, Big)))
