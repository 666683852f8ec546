# __instancecheck__ results are converted with bool()
class Meta(type):
    def __instancecheck__(cls, obj):
        return [obj] if obj else []
class A(metaclass=Meta):
    pass
print(isinstance(1, A), isinstance(0, A), isinstance('', A))
