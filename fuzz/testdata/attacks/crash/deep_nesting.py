# Deep data walked by Go code: every recursive Go path (repr, str, hash,
# comparison, containment, lookup, formatting, encoding, isinstance over
# nested tuples) must count its depth against the recursion limit
# (RecursionError), never overflow the Go stack. A million levels of
# small containers fit in the memory limit.
# timeout: 1s
# --- str_deep_list
x = []
for _ in range(10**6):
    x = [x]
str(x)
# --- ascii_deep_list
x = []
for _ in range(10**6):
    x = [x]
ascii(x)
# --- format_deep_list
x = []
for _ in range(10**6):
    x = [x]
format(x)
# --- fstring_repr_deep_tuple
x = ()
for _ in range(10**6):
    x = (x,)
f'{x!r}'
# --- percent_r_deep_tuple
x = ()
for _ in range(10**6):
    x = (x,)
'%r' % (x,)
# --- str_format_deep_list
x = []
for _ in range(10**6):
    x = [x]
'{}'.format(x)
# --- print_deep_list
x = []
for _ in range(10**6):
    x = [x]
print(x)
# --- repr_deep_set_of_frozensets
x = frozenset()
for _ in range(10**6):
    x = frozenset([x])
repr({x})
# --- repr_deep_mixed
x = None
for i in range(10**6):
    x = [x] if i % 3 == 0 else ({'k': x} if i % 3 == 1 else (x,))
repr(x)
# --- repr_deep_dict_keys
x = ()
for _ in range(10**6):
    x = (x,)
repr({x: 1}.keys())
# --- repr_deep_dict_values
x = {}
for _ in range(10**6):
    x = {1: x}
repr(x.values())
# --- repr_deep_dict_items
x = {}
for _ in range(10**6):
    x = {1: x}
repr(x.items())
# --- repr_deep_deque
import collections
x = collections.deque()
for _ in range(10**6):
    x = collections.deque([x])
repr(x)
# --- repr_deep_ordereddict
import collections
x = collections.OrderedDict()
for _ in range(10**6):
    x = collections.OrderedDict(a=x)
repr(x)
# --- repr_deep_defaultdict
import collections
x = None
for _ in range(10**6):
    x = collections.defaultdict(None, {1: x})
repr(x)
# --- repr_deep_counter
import collections
x = ()
for _ in range(10**6):
    x = (x,)
repr(collections.Counter({x: 1}))
# --- repr_deep_namedtuple
import collections
P = collections.namedtuple('P', 'a')
x = None
for _ in range(10**6):
    x = P(x)
repr(x)
# --- repr_deep_slice
x = None
for _ in range(10**6):
    x = slice(x)
repr(x)
# --- repr_deep_exception_args
x = None
for _ in range(10**6):
    x = ValueError(x)
repr(x)
# --- str_deep_exception_args
x = None
for _ in range(10**6):
    x = KeyError(x)
str(x)
# --- repr_deep_range_in_list
x = range(1)
for _ in range(10**6):
    x = [x, range(2)]
repr(x)
# --- repr_deep_bound_method
class A:
    def m(self):
        pass
x = A()
for _ in range(10**5):
    y = A()
    y.inner = x
    x = y
repr([x.m])
# --- repr_deep_partial
import functools
x = None
for _ in range(10**6):
    x = functools.partial(print, x)
repr(x)
# --- repr_deep_dataclass
import dataclasses
@dataclasses.dataclass
class N:
    n: object
x = None
for _ in range(10**5):
    x = N(x)
repr(x)
# --- repr_deep_userdict
import collections
x = {}
for _ in range(10**5):
    x = collections.UserDict({1: x})
repr(x)
# --- hash_deep_frozenset
x = frozenset()
for _ in range(10**6):
    x = frozenset([x])
hash(x)
# --- hash_deep_tuple_in_dict_key
x = ()
for _ in range(10**6):
    x = (x,)
{x: 1}
# --- hash_deep_tuple_in_set
x = ()
for _ in range(10**6):
    x = (x,)
{x}
# --- hash_deep_frozenset_in_set
x = frozenset()
for _ in range(10**6):
    x = frozenset([x])
x in set()
# --- eq_deep_tuples
def build():
    x = ()
    for _ in range(10**6):
        x = (x,)
    return x
build() == build()
# --- eq_deep_dicts
def build():
    x = {}
    for _ in range(10**6):
        x = {1: x}
    return x
build() == build()
# --- ne_deep_lists
def build():
    x = []
    for _ in range(10**6):
        x = [x]
    return x
build() != build()
# --- eq_deep_frozensets
def build():
    x = frozenset()
    for _ in range(10**6):
        x = frozenset([x])
    return x
build() == build()
# --- eq_deep_deques
import collections
def build():
    x = collections.deque()
    for _ in range(10**6):
        x = collections.deque([x])
    return x
build() == build()
# --- eq_deep_ordereddicts
import collections
def build():
    x = collections.OrderedDict()
    for _ in range(10**6):
        x = collections.OrderedDict(a=x)
    return x
build() == build()
# --- eq_deep_dict_values_via_items
def build():
    x = {}
    for _ in range(10**6):
        x = {1: x}
    return x
build().items() == build().items()
# --- lt_deep_tuples
def build():
    x = ()
    for _ in range(10**6):
        x = (x,)
    return x
build() < build()
# --- ge_deep_lists
def build():
    x = []
    for _ in range(10**6):
        x = [x]
    return x
build() >= build()
# --- max_deep_lists
def build():
    x = []
    for _ in range(10**6):
        x = [x]
    return x
max(build(), build())
# --- min_deep_tuples_key
def build():
    x = ()
    for _ in range(10**6):
        x = (x,)
    return x
min([build(), build()], key=lambda v: v)
# --- sort_deep_lists
def build():
    x = []
    for _ in range(10**6):
        x = [x]
    return x
[build(), build()].sort()
# --- list_index_deep
def build():
    x = []
    for _ in range(10**6):
        x = [x]
    return x
[build()].index(build())
# --- list_count_deep
def build():
    x = []
    for _ in range(10**6):
        x = [x]
    return x
[build()].count(build())
# --- list_remove_deep
def build():
    x = []
    for _ in range(10**6):
        x = [x]
    return x
[build()].remove(build())
# --- tuple_in_deep
def build():
    x = ()
    for _ in range(10**6):
        x = (x,)
    return x
build() in (build(),)
# --- dict_lookup_deep_key_collision
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 1
    def __eq__(self, o):
        return self.v == o.v
def build():
    x = []
    for _ in range(10**6):
        x = [x]
    return x
d = {K(build()): 1}
d.get(K(build()))
# --- deque_index_deep
import collections
def build():
    x = []
    for _ in range(10**6):
        x = [x]
    return x
collections.deque([build()]).index(build())
# --- deque_count_deep
import collections
def build():
    x = []
    for _ in range(10**6):
        x = [x]
    return x
collections.deque([build()]).count(build())
# --- bisect_deep
import bisect
def build():
    x = []
    for _ in range(10**6):
        x = [x]
    return x
bisect.bisect([build()], build())
# --- heapq_deep
import heapq
def build():
    x = []
    for _ in range(10**6):
        x = [x]
    return x
h = [build()]
heapq.heappush(h, build())
# --- operator_eq_deep
import operator
def build():
    x = ()
    for _ in range(10**6):
        x = (x,)
    return x
operator.eq(build(), build())
# --- counter_eq_deep
import collections
def build():
    x = ()
    for _ in range(10**6):
        x = (x,)
    return x
collections.Counter([build()]) == collections.Counter([build()])
# --- isinstance_nested_tuples
t = int
for _ in range(10**6):
    t = (t,)
isinstance('x', t)
# --- issubclass_nested_tuples
t = int
for _ in range(10**6):
    t = (t,)
issubclass(str, t)
# --- except_nested_tuples
t = ValueError
for _ in range(10**6):
    t = (t,)
try:
    raise KeyError
except t:
    pass
except KeyError:
    pass
# --- json_dumps_deep_tuple
import json
x = ()
for _ in range(10**6):
    x = (x,)
json.dumps(x)
# --- json_dumps_deep_check_circular_off
import json
x = []
for _ in range(10**6):
    x = [x]
json.dumps(x, check_circular=False)
# --- json_dumps_deep_dict_sort_keys
import json
x = {}
for _ in range(10**6):
    x = {'a': x}
json.dumps(x, sort_keys=True, indent=1)
# --- json_dump_deep_stringio
import io, json
x = []
for _ in range(10**6):
    x = [x]
json.dump(x, io.StringIO())
# --- copy_deepcopy_deep_dict
import copy
x = {}
for _ in range(10**6):
    x = {1: x}
copy.deepcopy(x)
# --- copy_deepcopy_deep_tuple
import copy
x = ()
for _ in range(10**6):
    x = (x,)
copy.deepcopy(x)
# --- pprint_deep_dict
import pprint
x = {}
for _ in range(10**6):
    x = {1: x}
pprint.pformat(x)
# --- pprint_saferepr_deep
import pprint
x = []
for _ in range(10**6):
    x = [x]
pprint.saferepr(x)
# --- dataclass_astuple_deep
import dataclasses
@dataclasses.dataclass
class N:
    n: object
x = None
for _ in range(10**5):
    x = N(x)
dataclasses.astuple(x)
# --- dataclass_eq_deep
import dataclasses
@dataclasses.dataclass
class N:
    n: object
def build():
    x = None
    for _ in range(10**5):
        x = N(x)
    return x
build() == build()
# --- str_deep_user_str_chain
class S:
    def __init__(self, inner):
        self.inner = inner
    def __str__(self):
        return str(self.inner)
x = 'end'
for _ in range(10**5):
    x = S(x)
str(x)
# --- repr_via_user_repr_and_list
class R:
    def __init__(self, inner):
        self.inner = inner
    def __repr__(self):
        return repr([self.inner])
x = None
for _ in range(10**5):
    x = R(x)
repr(x)
# --- eq_via_user_eq_and_tuple
class E:
    def __init__(self, inner):
        self.inner = inner
    def __eq__(self, o):
        return (self.inner,) == (o.inner,)
def build():
    x = None
    for _ in range(10**5):
        x = E(x)
    return x
build() == build()
# --- hash_via_user_hash_and_tuple
class H:
    def __init__(self, inner):
        self.inner = inner
    def __hash__(self):
        return hash((self.inner,))
x = None
for _ in range(10**5):
    x = H(x)
hash(x)
# --- string_template_deep_mapping
import string
x = {}
for _ in range(10**6):
    x = {'a': x}
string.Template('$a').substitute(x)
# --- textwrap_shorten_deep_repr
import textwrap
x = []
for _ in range(10**6):
    x = [x]
textwrap.shorten(str(x), 10)
# --- random_choice_deep
import random
x = []
for _ in range(10**6):
    x = [x]
repr(random.choice([x]))
# --- enum_value_deep
import enum
x = ()
for _ in range(10**6):
    x = (x,)
class E(enum.Enum):
    A = x
repr(E.A)
# --- statistics_mode_deep
import statistics
x = ()
for _ in range(10**6):
    x = (x,)
statistics.mode([x, x])
# --- functools_lru_cache_deep_key
import functools
@functools.lru_cache
def f(v):
    return 1
x = ()
for _ in range(10**6):
    x = (x,)
f(x)
# --- set_operations_deep
def build():
    x = frozenset()
    for _ in range(10**6):
        x = frozenset([x])
    return x
{build()} & {build()}
# --- dict_keys_eq_deep
def build():
    x = ()
    for _ in range(10**6):
        x = (x,)
    return x
{build(): 1}.keys() == {build(): 1}.keys()
