# Operations a Go implementation may do by recursion whose depth the
# program sets: nested iterators, deep containers walked by builtins.
# Past Go's stack limit the process dies whatever recover does.
# --- chain_of_chains
import itertools
it = iter([])
for _ in range(10**6):
    it = itertools.chain(it)
next(it, None)
# --- map_of_maps
it = iter([1])
for _ in range(10**6):
    it = map(abs, it)
next(it, None)
# --- filter_of_filters
it = iter([1])
for _ in range(10**6):
    it = filter(None, it)
list(it)
# --- zip_of_zips
it = iter([1])
for _ in range(10**6):
    it = zip(it)
next(it, None)
# --- enumerate_of_enumerates
it = iter([1])
for _ in range(10**6):
    it = enumerate(it)
next(it, None)
# --- islice_of_islices
import itertools
it = iter([1])
for _ in range(10**6):
    it = itertools.islice(it, 5)
next(it, None)
# --- starmap_of_starmaps
import itertools
it = iter([(1,)])
for _ in range(10**6):
    it = itertools.starmap(lambda *a: a, it)
next(it, None)
# --- generator_of_generators
def g(it):
    for x in it:
        yield x
it = iter([1])
for _ in range(10**5):
    it = g(it)
next(it, None)
# --- yield_from_chain
def g(it):
    yield from it
it = iter([1])
for _ in range(10**5):
    it = g(it)
list(it)
# --- repr_deep_list
x = []
for _ in range(10**6):
    x = [x]
repr(x)
# --- repr_deep_dict
x = {}
for _ in range(10**6):
    x = {1: x}
str(x)
# --- repr_deep_tuple
x = ()
for _ in range(10**6):
    x = (x,)
repr(x)
# --- eq_deep_lists
a, b = [], []
for _ in range(10**6):
    a, b = [a], [b]
a == b
# --- lt_deep_lists
a, b = [0], [1]
for _ in range(10**6):
    a, b = [a], [b]
a < b
# --- hash_deep_tuple
x = ()
for _ in range(10**6):
    x = (x,)
hash(x)
# --- deepcopy_deep_list
import copy
x = []
for _ in range(10**6):
    x = [x]
copy.deepcopy(x)
# --- pformat_deep_list
import pprint
x = []
for _ in range(10**6):
    x = [x]
pprint.pformat(x)
# --- frozenset_deep
x = frozenset()
for _ in range(10**6):
    x = frozenset([x])
hash(x)
# --- in_deep_list
x = []
for _ in range(10**6):
    x = [x]
[] in [x]
# --- sorted_deep_lists
a, b = [0], [1]
for _ in range(10**6):
    a, b = [a], [b]
sorted([b, a])
# --- partial_of_partials
import functools
f = print
for _ in range(10**6):
    f = functools.partial(f)
f()
# --- partial_repr_deep
import functools
f = print
for _ in range(10**6):
    f = functools.partial(f, 1)
repr(f)
# --- exception_context_chain
e = None
for i in range(10**5):
    try:
        raise ValueError(i) from e
    except ValueError as x:
        e = x
raise e
# --- chainmap_deep
import collections
m = collections.ChainMap({})
for _ in range(10**5):
    m = collections.ChainMap(m)
m['missing'] if 'x' in m else None
# --- deep_nested_class_repr
class N:
    def __init__(self, c):
        self.c = c
    def __repr__(self):
        return 'N(%r)' % (self.c,)
x = None
for _ in range(10**6):
    x = N(x)
repr(x)
# --- str_subclass_chain
import collections
s = collections.UserString('x')
for _ in range(10**5):
    s = collections.UserString(s)
str(s)
# --- json_default_chain
import json
class A:
    pass
json.dumps(A(), default=lambda o: [A()] if isinstance(o, A) else o)
