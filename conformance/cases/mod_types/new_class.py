# new_class, prepare_class and resolve_bases
import types
C = types.new_class('C', (int,), {}, lambda ns: ns.update({'x': 5}))
print(C.__name__, C.x, C(3) + 1, issubclass(C, int))
print(types.resolve_bases((int, str)))
meta, ns, kw = types.prepare_class('D', (), {'metaclass': type, 'flag': 1})
print(meta, ns, kw)
class Meta(type):
    pass
E = types.new_class('E', (), {'metaclass': Meta})
print(type(E).__name__, E.__name__)
