# an exception from __instancecheck__ propagates
class Meta(type):
    def __instancecheck__(cls, obj):
        raise ValueError('no check for ' + repr(obj))
class A(metaclass=Meta):
    pass
try:
    isinstance(3, A)
except ValueError as e:
    print('ValueError', e)
print(isinstance(A(), A))
