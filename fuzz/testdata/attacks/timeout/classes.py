# Class machinery whose work grows with the number of bases, the depth of
# inheritance or the number of attributes.
# --- many_bases_c3
bases = tuple(type('B%d' % i, (), {}) for i in range(100000))
type('D', bases, {})
# --- many_bases_class_statement
bases = tuple(type('B%d' % i, (), {}) for i in range(100000))
class D(bases[0], bases[1]):
    pass
D.__mro__
# --- deep_inheritance_chain
c = object
for i in range(10**5):
    c = type('C', (c,), {})
c()
# --- deep_inheritance_isinstance_loop
c = object
for i in range(20000):
    c = type('C', (c,), {})
x = c()
for i in range(10**6):
    isinstance(x, int)
# --- deep_inheritance_attribute_miss_loop
c = object
for i in range(20000):
    c = type('C', (c,), {})
x = c()
for i in range(10**6):
    hasattr(x, 'missing')
# --- diamond_lattice
layer = [object]
for depth in range(300):
    layer = [type('L%d_%d' % (depth, i), tuple(layer), {}) for i in range(3)]
# --- many_class_attributes
type('T', (), {'a%d' % i: i for i in range(10**6)})
# --- slots_many
class S:
    __slots__ = tuple('s%d' % i for i in range(10**6))
# --- mro_entries_many
class B:
    def __mro_entries__(self, bases):
        return tuple(type('X%d' % i, (), {}) for i in range(10**5))
class D(B()):
    pass
# --- subclasses_many_issubclass
import abc
class A(abc.ABC):
    pass
cs = [type('C%d' % i, (A,), {}) for i in range(10**5)]
for i in range(10**6):
    issubclass(int, A)
# --- abc_register_many
import abc
class A(abc.ABC):
    pass
for i in range(10**5):
    A.register(type('R%d' % i, (), {}))
for i in range(10**6):
    isinstance(1, A)
# --- enum_many_members
import enum
enum.Enum('E', ' '.join('m%d' % i for i in range(10**5)))
# --- namedtuple_many_fields
import collections
collections.namedtuple('N', ['f%d' % i for i in range(10**5)])
# --- dataclass_many_fields
import dataclasses
dataclasses.make_dataclass('D', ['f%d' % i for i in range(10**5)])
# --- metaclass_deep
m = type
for i in range(10**4):
    m = type('M%d' % i, (m,), {})
m('X', (), {})
# --- slots_many_then_instances
# A million __slots__ names: the descriptors and namespace entries are
# charged and the loop counted (found by the generative fuzzer, seed
# 6002090: 2 s of CPU past the deadline and 290 MiB RSS under 64 MiB).
class C:
    __slots__ = tuple('s%d' % i for i in range(2**20))
r = [C() for _ in range(10**4)]
