# SimpleNamespace
from types import SimpleNamespace
ns = SimpleNamespace(a=1, b='two')
print(ns, ns.a, ns.b)
ns.c = [3]
del ns.a
print(ns, vars(ns), repr(SimpleNamespace()))
print(SimpleNamespace(x=1) == SimpleNamespace(x=1), SimpleNamespace(x=1) == SimpleNamespace(x=2), SimpleNamespace(x=1) != SimpleNamespace(x=1))
try:
    SimpleNamespace(1)
except TypeError as e:
    print('TypeError', e)
try:
    hash(ns)
except TypeError as e:
    print('TypeError', e)
try:
    ns.zzz
except AttributeError as e:
    print('AttributeError', e)
class Sub(SimpleNamespace):
    pass
print(Sub(k=1), isinstance(Sub(), SimpleNamespace))
