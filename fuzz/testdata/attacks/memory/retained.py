# Memory a builtin or library object holds on to without charging it:
# buffers of iterators, caches, internal copies.
# timeout: 1s
# --- tee_buffer
import itertools
a, b = itertools.tee(itertools.count())
for i in range(3 * 10**7):
    next(a)
# --- tee_buffer_strings
import itertools
a, b = itertools.tee('x' * 1000 for _ in itertools.count())
for i in range(10**7):
    next(a)
# --- cycle_saves_items
import itertools
c = itertools.cycle(str(i) for i in range(10**7))
for i in range(10**7):
    next(c)
# --- groupby_retains
import itertools
g = itertools.groupby([1] * 10**7)
k, grp = next(g)
list(grp)
# --- lru_cache_unbounded
import functools
@functools.lru_cache(maxsize=None)
def f(i):
    return i
for i in range(10**7):
    f(i)
# --- cache_unbounded
import functools
@functools.cache
def f(i):
    return str(i) * 10
for i in range(10**7):
    f(i)
# --- lru_cache_huge_maxsize
import functools
@functools.lru_cache(maxsize=2**62)
def f(i):
    return [i]
for i in range(10**7):
    f(i)
# --- memo_dict_of_lists
memo = {}
for i in range(10**7):
    memo[i] = [i]
# --- generators_suspended
def g():
    yield 1
    yield 2
xs = []
for i in range(3 * 10**6):
    x = g()
    next(x)
    xs.append(x)
# --- generators_many_locals
def g():
    a0=a1=a2=a3=a4=a5=a6=a7=a8=a9=b0=b1=b2=b3=b4=b5=b6=b7=b8=b9=0
    c0=c1=c2=c3=c4=c5=c6=c7=c8=c9=d0=d1=d2=d3=d4=d5=d6=d7=d8=d9=0
    yield 1
xs = []
for i in range(3 * 10**6):
    x = g()
    next(x)
    xs.append(x)
# --- generators_unstarted
def g(a, b, c):
    yield a
xs = [g(i, i, i) for i in range(5 * 10**6)]
# --- generator_expressions_suspended
xs = []
for i in range(3 * 10**6):
    x = (j for j in range(10))
    next(x)
    xs.append(x)
# --- classes_many
cs = [type('C', (), {}) for i in range(3 * 10**6)]
# --- classes_with_methods
def m(self):
    return 1
cs = [type('C', (), {'m': m, 'n': m}) for i in range(10**6)]
# --- functions_many
def make(i):
    def f():
        return i
    return f
fs = [make(i) for i in range(3 * 10**6)]
# --- regex_programs
import re
ps = [re.compile('(a|b)c*d{1,100}' + str(i)) for i in range(10**6)]
# --- regex_matches_kept
import re
p = re.compile('(a)(b)(c)')
ms = [p.match('abc' * 100) for i in range(3 * 10**6)]
# --- stringio_objects
import io
xs = [io.StringIO('x' * 100) for i in range(10**6)]
# --- random_generators
import random
xs = [random.Random(i) for i in range(10**6)]
# --- hash_objects
import hashlib
xs = [hashlib.sha256() for i in range(3 * 10**6)]
# --- deques_maxlen
import collections
xs = [collections.deque(maxlen=10**6) for i in range(10**6)]
# --- difflib_matchers
import difflib
xs = [difflib.SequenceMatcher(None, 'abc' * 100, 'abd' * 100) for i in range(10**5)]
# --- exceptions_with_tracebacks
def f(n):
    if n == 0:
        raise ValueError(n)
    return f(n - 1)
es = []
for i in range(10**6):
    try:
        f(50)
    except ValueError as e:
        es.append(e)
# --- stringio_growing
import io
f = io.StringIO()
for i in range(10**8):
    f.write('x' * 100)
# --- bytesio_growing
import io
f = io.BytesIO()
for i in range(10**8):
    f.write(b'x' * 100)
# --- list_append_growth_amortized
x = []
for i in range(10**8):
    x.append(None)
# --- bytearray_append_growth
x = bytearray()
for i in range(10**8):
    x.append(1)
# --- str_concat_growth
s = ''
for i in range(10**8):
    s += 'x' * 100
# --- dict_deleted_entries
d = {}
for i in range(10**7):
    d[i] = i
    del d[i]
# --- set_discard_growth
s = set()
for i in range(10**7):
    s.add(i)
    s.discard(i - 1)
# --- counter_update
import collections
c = collections.Counter()
for i in range(10**7):
    c[i] += 1
# --- heap_growth
import heapq
h = []
for i in range(10**8):
    heapq.heappush(h, i)
# --- bisect_insort_growth
import bisect
x = []
for i in range(10**8):
    bisect.insort(x, i)
# --- deque_growth
import collections
d = collections.deque()
for i in range(10**8):
    d.append(i)
# --- queue_growth
import queue
q = queue.Queue()
for i in range(10**8):
    q.put(i)
# --- print_many_args_sep
print(*range(10**6), sep='x' * 10**4)
# --- print_end_long
for i in range(1000):
    print('a', end='x' * 10**6)
