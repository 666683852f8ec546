# type(name, bases, ns) with bases that are not classes: MRO entries refused, others a metaclass conflict
class M:
    def __mro_entries__(self, bases):
        return (object,)
class Meta(type):
    pass
class K(metaclass=Meta):
    pass
for bases in [(1,), (M(),), (int, 1), (1, M()), (K, 2), ("a",)]:
    for maker in (type, Meta):
        try:
            maker('X', bases, {})
            print("made")
        except TypeError as e:
            print(maker.__name__, e)
try:
    type.__new__(type, 'X', (3,), {})
except TypeError as e:
    print(e)
class C(M()):
    pass
print(C.__bases__, C.__orig_bases__[0].__class__.__name__)
