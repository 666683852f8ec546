# Calls back into Python from Go code (__index__, __eq__, __lt__,
# __hash__, __iter__/__next__, __format__, key functions, hooks and
# callbacks of modules) that mutate or re-enter what the Go code is
# working on: the Go code must re-read its state after each call, as
# CPython does (its exceptions, or the mutated result), never panic.
# --- range_index_clears
L = [1, 2, 3]
class I:
    def __index__(self):
        L.clear()
        return 5
list(range(I()))
L[0:I()]
# --- islice_index_mutates_source
import itertools
L = list(range(10))
class I:
    def __index__(self):
        L.clear()
        return 5
list(itertools.islice(L, I(), I()))
# --- repeat_times_index
import itertools
class I:
    def __index__(self):
        return 2**62
itertools.repeat(1, I())
# --- sample_k_index_clears
import random
L = list(range(10))
class I:
    def __index__(self):
        L.clear()
        return 3
random.sample(L, I())
# --- nlargest_n_index_clears
import heapq
L = list(range(10))
class I:
    def __index__(self):
        L.clear()
        return 3
heapq.nlargest(I(), L)
# --- deque_maxlen_index_mutates
import collections
L = list(range(10))
class I:
    def __index__(self):
        L.clear()
        return 3
collections.deque(L, maxlen=I())
# --- bisect_lo_index_clears
import bisect
L = list(range(10))
class I:
    def __index__(self):
        L.clear()
        return 8
bisect.bisect(L, 5, I())
bisect.insort(L, 5, I())
# --- list_insert_index_mutates
L = list(range(10))
class I:
    def __index__(self):
        L.clear()
        return 8
L.insert(I(), 0)
# --- slice_indices_index_mutates
L = list(range(10))
class I:
    def __index__(self):
        L.clear()
        return 8
s = slice(I(), I(), I())
L[s] = []
# --- str_ljust_index
class I:
    def __index__(self):
        return 2**40
'x'.ljust(I())
# --- percent_star_index
class I:
    def __index__(self):
        return 2**40
'%*d' % (I(), 1)
# --- round_ndigits_index
class I:
    def __index__(self):
        return -2**62
round(12345, I())
# --- to_bytes_length_index
class I:
    def __index__(self):
        return 2**40
(1).to_bytes(I(), 'big')
# --- bytearray_extend_generator_mutates_self
ba = bytearray(b'abc')
def g():
    for i in range(10):
        ba.clear()
        yield i
ba.extend(g())
# --- deque_extend_generator_mutates_self
import collections
d = collections.deque([1, 2, 3])
def g():
    for i in range(10):
        d.clear()
        d.extend(range(5))
        yield i
d.extend(g())
d.extendleft(g())
# --- set_update_generator_mutates_self
s = {1, 2, 3}
def g():
    for i in range(100):
        s.clear()
        s.update(range(i))
        yield i
s.update(g())
# --- dict_update_keys_mutates
d = {1: 1}
class M:
    def keys(self):
        d.clear()
        return [1, 2, 3]
    def __getitem__(self, k):
        d[k * 100] = k
        return k
d.update(M())
# --- dict_from_mapping_mutates
src = {i: i for i in range(10)}
class M:
    def keys(self):
        return list(src)
    def __getitem__(self, k):
        src.clear()
        return k
dict(M())
# --- sorted_generator_mutates_list
L = [3, 1, 2]
def g():
    for x in list(L):
        L.clear()
        yield x
sorted(g())
# --- join_generator_mutates_list
L = ['a', 'b', 'c']
def g():
    for x in list(L):
        L.append('z')
        yield x
','.join(L if False else g())
# --- zip_iterator_mutates
L = [1, 2, 3]
class It:
    def __iter__(self):
        return self
    def __next__(self):
        L.clear()
        raise StopIteration
list(zip(L, It(), L))
# --- min_generator_mutates_dict
d = {i: i for i in range(10)}
def g():
    for k in d:
        yield k
        d[k + 100] = 1
min(g())
# --- max_key_mutates_dict
d = {i: i for i in range(10)}
max(d, key=lambda k: d.pop(k, 0))
# --- sorted_key_mutates_dict
d = {i: i for i in range(10)}
sorted(d, key=lambda k: d.clear())
# --- lt_calls_sort_again
L = []
class A:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        L.sort()
        return self.v < o.v
L.extend(A(i) for i in range(10))
L.sort()
# --- lt_calls_sorted_same_list
L = []
class A:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        L.append(A(0))
        return self.v < o.v
L.extend(A(i) for i in range(10))
sorted(L)
# --- cmp_to_key_mutates
import functools
L = list(range(20))
def cmp(a, b):
    L.clear()
    return a - b
L.sort(key=functools.cmp_to_key(cmp))
# --- median_lt_mutates
import statistics
L = []
class A:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        L.clear()
        return self.v < o.v
L.extend(A(i) for i in range(10))
statistics.median_low(L)
# --- sum_add_mutates_list
L = []
class A:
    def __add__(self, o):
        L.clear()
        return self
    __radd__ = __add__
L.extend(A() for i in range(10))
sum(L, A())
# --- json_object_hook_mutates
import json
acc = []
def hook(d):
    acc.append(d)
    d.clear()
    return acc
json.loads('[{"a": {"b": 1}}, {"c": 2}]', object_hook=hook)
# --- json_object_pairs_hook_reenters
import json
def hook(pairs):
    return json.loads('{"x": [1, 2]}', object_pairs_hook=hook) if len(pairs) > 1 else pairs
json.loads('{"a": 1, "b": {"c": 2, "d": 3}}', object_pairs_hook=hook)
# --- json_parse_float_weird
import json
json.loads('[1.5, 2.5]', parse_float=lambda s: [s] * 10**6)
# --- json_parse_int_raises
import json
json.loads('[1, 2]', parse_int=lambda s: 1 / 0)
# --- json_default_returns_self
import json
class A:
    pass
a = A()
json.dumps(a, default=lambda o: o)
# --- re_sub_callback_reenters
import re
p = re.compile('a')
def repl(m):
    return p.sub(repl if len(m.string) < 50 else 'b', m.string + 'a')
p.sub(repl, 'aaa')
# --- re_sub_callback_returns_non_str
import re
re.sub('a', lambda m: 5, 'aaa')
# --- re_finditer_callback_mutates_string_list
import re
L = ['aaa']
for m in re.finditer('a', L[0]):
    L.clear()
    L.append(m.group() * 10)
# --- copy_deepcopy_hook_mutates_memo
import copy
class A:
    def __deepcopy__(self, memo):
        memo.clear()
        return copy.deepcopy([self] if len(memo) < 0 else [1], memo)
copy.deepcopy([A(), A(), {1: A()}])
# --- copy_deepcopy_hook_mutates_source
import copy
L = []
class A:
    def __deepcopy__(self, memo):
        L.clear()
        return 1
L.extend([A(), [1, 2], A()])
copy.deepcopy(L)
# --- lru_cache_clear_inside
import functools
@functools.lru_cache(maxsize=2)
def f(n):
    f.cache_clear()
    return n if n < 1 else f(n - 1) + 1
f(50)
# --- lru_cache_hash_mutates_cache
import functools
class K:
    def __hash__(self):
        f.cache_clear()
        return 1
    def __eq__(self, o):
        f.cache_clear()
        return True
@functools.lru_cache(maxsize=None)
def f(k):
    return 1
for i in range(100):
    f(K())
# --- tee_reentered
import itertools
def g():
    yield 1
    yield next(b)
a, b = itertools.tee(g())
list(a)
# --- generator_reenters_itself
def g():
    yield next(it)
it = g()
next(it)
# --- iter_callable_sentinel_mutates
L = list(range(10))
list(iter(lambda: L.pop() if L else None, None))
# --- print_file_write_reenters_print
class W:
    n = 0
    def write(self, s):
        W.n += 1
        if W.n < 100:
            print(s, file=self)
print('x', file=W())
# --- translate_table_getitem_mutates
class T:
    def __getitem__(self, k):
        T.d = 'x' * 10
        raise LookupError
'abc' * 10 .translate(T()) if False else ('abc' * 10).translate(T())
# --- dataclass_post_init_mutates_fields
import dataclasses
@dataclasses.dataclass
class A:
    x: list = dataclasses.field(default_factory=list)
    def __post_init__(self):
        del self.x
repr(A())
A() == A()
# --- format_spec_format_mutates_args
args = [1, 2, 3]
class F:
    def __format__(self, spec):
        args.clear()
        return 'f'
'{0}{1}{2}{0}'.format(*[F(), F(), F()])
'{a[0]}{a[1]}'.format(a=[F(), F()])
# --- fstring_format_mutates_list
L = []
class F:
    def __format__(self, spec):
        L.clear()
        return 'f'
L.extend([F(), F()])
f'{L[0]}{L[1] if L else 0}'
# --- contains_eq_mutates_dict_keys_view
d = {i: i for i in range(10)}
class E:
    def __eq__(self, o):
        d.clear()
        return False
    def __hash__(self):
        return 1
E() in d.keys()
E() in d.items()
(E(), 1) in d.items()
# --- counter_most_common_lt_mutates
import collections
c = collections.Counter()
class N(int):
    def __lt__(self, o):
        c.clear()
        return int(self) < int(o)
for i in range(10):
    c[i] = N(i)
c.most_common()
c.most_common(3)
# --- ordereddict_eq_mutates_other
import collections
a = collections.OrderedDict((i, i) for i in range(10))
class E:
    def __eq__(self, o):
        a.clear()
        return True
b = collections.OrderedDict((i, E()) for i in range(10))
a == b
# --- chainmap_iter_mutates
import collections
m1 = {i: i for i in range(10)}
c = collections.ChainMap(m1, {})
for k in c:
    m1.clear()
    break
list(c)
# --- exit_mutates_exception
class C:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        a[1].args = None
        a[1].__traceback__ = None
        return False
try:
    with C():
        raise ValueError(1)
except ValueError as e:
    str(e)
    repr(e)
# --- exception_str_mutates_args
class E(Exception):
    def __str__(self):
        self.args = (self,)
        return 'e'
try:
    raise E(1)
except E as e:
    repr(e)
    str(e)
# --- property_getter_deletes_class_attr
class A:
    @property
    def p(self):
        del A.p
        return 1
a = A()
a.p
# --- getattr_hook_deletes_dict
class A:
    def __getattr__(self, name):
        self.__dict__.clear()
        return 1
a = A()
a.x = 1
a.y
vars(a)
# --- setattr_hook_replaces_class
class B:
    pass
class A:
    def __setattr__(self, name, v):
        self.__class__ = B
        object.__setattr__(self, name, v)
a = A()
a.x = 1
# --- sample_len_lies
import random
class S:
    def __len__(self):
        return 10
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i
for _ in range(50):
    random.sample(S(), 5)
