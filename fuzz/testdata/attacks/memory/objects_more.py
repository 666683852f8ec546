# Many small objects of every kind: each one's Go size (headers, maps,
# slices, cached state) must be charged, so that a million of them end
# at the memory limit, not at several times it.
# timeout: 1s
# --- list_of_sets
xs = [{i} for i in range(10**7)]
# --- list_of_frozensets
xs = [frozenset((i,)) for i in range(10**7)]
# --- list_of_one_key_dicts
xs = [{'k': i} for i in range(10**7)]
# --- list_of_complex
xs = [complex(i, 1) for i in range(10**7)]
# --- list_of_bytearrays
xs = [bytearray(b'x') for i in range(10**7)]
# --- list_of_dict_views
d = {1: 2}
xs = [d.keys() for i in range(10**7)]
# --- list_of_zip_objects
a = [1]
xs = [zip(a, a) for i in range(10**7)]
# --- list_of_map_objects
a = [1]
xs = [map(abs, a) for i in range(10**7)]
# --- list_of_reversed
a = [1]
xs = [reversed(a) for i in range(10**7)]
# --- list_of_itemgetters
import operator
xs = [operator.itemgetter(i) for i in range(10**7)]
# --- list_of_count_objects
import itertools
xs = [itertools.count(i) for i in range(10**7)]
# --- product_objects_copy_pools
import itertools
big = list(range(10**5))
xs = [itertools.product(big, big) for i in range(10**4)]
# --- permutations_objects_copy_pools
import itertools
big = list(range(10**5))
xs = [itertools.permutations(big, 2) for i in range(10**4)]
# --- combinations_objects_copy_pools
import itertools
big = list(range(10**5))
xs = [itertools.combinations(big, 2) for i in range(10**4)]
# --- cycle_objects_started
import itertools
big = list(range(10**4))
xs = []
for i in range(10**4):
    c = itertools.cycle(big)
    for _ in range(10**4):
        next(c)
    xs.append(c)
# --- list_of_deques
import collections
xs = [collections.deque() for i in range(10**7)]
# --- list_of_counters
import collections
xs = [collections.Counter() for i in range(10**6)]
# --- list_of_timedeltas
import datetime
xs = [datetime.timedelta(seconds=i) for i in range(10**7)]
# --- list_of_uuids
import uuid
xs = [uuid.UUID(int=i) for i in range(10**6)]
# --- list_of_decimals_contexts
import decimal
xs = [decimal.Context() for i in range(10**6)]
# --- list_of_super_objects
class A:
    def f(self):
        return super()
a = A()
xs = [a.f() for i in range(10**7)]
# --- list_of_properties
xs = [property(abs) for i in range(10**7)]
# --- list_of_staticmethods
xs = [staticmethod(abs) for i in range(10**7)]
# --- list_of_match_objects
import re
p = re.compile('(a)(b)?')
xs = [p.match('a') for i in range(10**7)]
# --- list_of_str_iterators
s = 'abc'
xs = [iter(s) for i in range(10**7)]
# --- list_of_enumerate_objects
a = [1]
xs = [enumerate(a) for i in range(10**7)]
# --- list_of_generators_from_expression
xs = [(j for j in ()) for i in range(10**7)]
# --- sorted_with_key_list
sorted(range(10**7), key=lambda v: -v)
# --- frozenset_copies
s = frozenset(range(10**5))
xs = [set(s) for i in range(10**4)]
# --- dict_copies
d = dict.fromkeys(range(10**5))
xs = [d.copy() for i in range(10**4)]
# --- list_copies_of_big
a = list(range(10**6))
xs = [a[:] for i in range(10**4)]
# --- str_split_huge_maxsplit
('a ' * 10**7).split(' ', 10**18)
# --- bytes_split_many
(b'a ' * 10**7).split()
# --- str_partition_each
s = 'a=b'
xs = [s.partition('=') for i in range(10**7)]
# --- namedtuple_many_fields
import collections
collections.namedtuple('X', ['f%d' % i for i in range(10**6)])
# --- make_dataclass_many_fields
import dataclasses
dataclasses.make_dataclass('X', ['f%d' % i for i in range(10**6)])
# --- enum_many_members
import enum
enum.Enum('E', ['m%d' % i for i in range(10**6)])
# --- enum_flag_combinations
import enum
class F(enum.Flag):
    A = 1
xs = [F(1) for i in range(10**7)]
# --- instances_with_many_attrs_each
class A:
    pass
xs = []
for i in range(10**6):
    a = A()
    a.__dict__.update(x=1, y=2, z=3, w=4)
    xs.append(a)
# --- class_attrs_many
class A:
    pass
for i in range(10**7):
    setattr(A, 'a%d' % i, i)
# --- kwargs_dicts_many
def f(**k):
    return k
xs = [f(a=1, b=2) for i in range(10**7)]
# --- star_args_tuples_many
def f(*a):
    return a
xs = [f(1, 2) for i in range(10**7)]
