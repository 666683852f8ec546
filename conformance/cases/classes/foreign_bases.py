# A class statement whose bases are not all classes calls the first base's type (CPython's __build_class__).
import math, types

class Meta:
    def __init__(self, *args, **kw):
        self.args, self.kw = args, kw

try:
    class B(1):
        print('body runs first')
except TypeError as e:
    print('TypeError:', e)
try:
    class B('x'): pass
except TypeError as e:
    print('TypeError:', e)
try:
    class B(None): pass
except TypeError as e:
    print('TypeError:', e)
try:
    class B([]): pass
except TypeError as e:
    print('TypeError:', e)
try:
    class B(len): pass
except TypeError as e:
    print('TypeError:', e)
try:
    class B(math): pass
except TypeError as e:
    print('TypeError:', e)
try:
    class B(object()): pass
except TypeError as e:
    print('TypeError:', e)
try:
    class B(1, int): pass
except TypeError as e:
    print('TypeError:', e)
try:
    class B(int, object()): pass
except TypeError as e:
    print('TypeError:', e)
try:
    class B(object(), metaclass=type): pass
except TypeError as e:
    print('TypeError:', e)
try:
    class B(1, metaclass=type): pass
except TypeError as e:
    print('TypeError:', e)
try:
    class B(Meta(), x=1): pass
except TypeError as e:
    print('TypeError:', e)
try:
    type('B', (1,), {})
except TypeError as e:
    print('TypeError:', e)
try:
    type('B', (int, object()), {})
except TypeError as e:
    print('TypeError:', e)
try:
    types.ModuleType()
except TypeError as e:
    print('TypeError:', e)
try:
    types.ModuleType(1)
except TypeError as e:
    print('TypeError:', e)
try:
    types.ModuleType('m', 'doc', 3)
except TypeError as e:
    print('TypeError:', e)
try:
    types.ModuleType('m', bad=1)
except TypeError as e:
    print('TypeError:', e)
try:
    types.ModuleType('m', name='n')
except TypeError as e:
    print('TypeError:', e)

class Maker:
    def __init__(self, *args):
        self.args = args
class C(Maker()):
    x = 1
print(type(C).__name__, C.args[0], [type(b).__name__ for b in C.args[1]], sorted(C.args[2]))
m = types.ModuleType('mod', 'its doc')
m.value = 42
m._private = 7  # a module the program made holds only what it put there
print(repr(m), m.__name__, m.__doc__, m.value, m._private, repr(types.ModuleType(name='n')))
