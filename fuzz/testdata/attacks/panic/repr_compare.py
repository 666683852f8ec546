# repr, str and comparisons of containers whose elements' methods change
# the containers.
# --- tuple_repr_element_mutates_list
l = [1, 2]
class P:
    def __repr__(self):
        l.clear()
        return 'p'
repr((P(), l, P()))
# --- deque_repr_pops
import collections
d = collections.deque()
class P:
    def __repr__(self):
        d.pop()
        return 'p'
d.extend(P() for _ in range(10))
repr(d)
# --- deque_contains_eq_clears
import collections
d = collections.deque([0] * 10)
class E:
    def __eq__(self, o):
        d.clear()
        return False
E() in d
# --- deque_count_eq_clears
import collections
d = collections.deque([0] * 10)
class E:
    def __eq__(self, o):
        d.clear()
        return False
d.count(E())
# --- deque_index_eq_appends
import collections
d = collections.deque([0] * 10)
class E:
    def __eq__(self, o):
        d.append(1)
        return False
d.index(E())
# --- deque_remove_eq_clears
import collections
d = collections.deque([0] * 10)
class E:
    def __eq__(self, o):
        d.clear()
        return False
d.remove(E())
# --- deque_getitem_index_clears
import collections
d = collections.deque(range(10))
class I:
    def __index__(self):
        d.clear()
        return 5
d[I()]
# --- deque_rotate_index_clears
import collections
d = collections.deque(range(10))
class I:
    def __index__(self):
        d.clear()
        return 3
d.rotate(I())
# --- deque_insert_index_clears
import collections
d = collections.deque(range(10))
class I:
    def __index__(self):
        d.clear()
        return 5
d.insert(I(), 1)
# --- deque_eq_mutates
import collections
a = collections.deque([0] * 10)
class E:
    def __eq__(self, o):
        a.clear()
        return True
collections.deque([E()] * 10) == a
# --- deque_extend_self
import collections
d = collections.deque(range(10))
d.extend(d)
d.extendleft(d)
# --- deque_iter_mutated
import collections
d = collections.deque(range(10))
for x in d:
    d.append(x)
# --- ordereddict_repr_clears
import collections
d = collections.OrderedDict()
class V:
    def __repr__(self):
        d.clear()
        return 'v'
for i in range(10):
    d[i] = V()
repr(d)
# --- counter_repr_value_mutates
import collections
c = collections.Counter()
class V:
    def __repr__(self):
        c.clear()
        return 'v'
    def __lt__(self, o):
        c.clear()
        return False
for i in range(10):
    c[i] = V()
repr(c)
# --- userlist_repr_clears
import collections
u = collections.UserList()
class P:
    def __repr__(self):
        u.clear()
        return 'p'
u.extend(P() for _ in range(10))
repr(u)
# --- pprint_element_mutates
import pprint
l = []
class P:
    def __repr__(self):
        l.clear()
        return 'p' * 100
l.extend(P() for _ in range(100))
pprint.pformat(l)
# --- json_default_mutates_list
import json
l = []
class X:
    pass
def default(o):
    l.clear()
    return 1
l.extend(X() for _ in range(10))
json.dumps(l, default=default)
# --- json_dict_keys_mutate
import json
d = {}
class X:
    pass
def default(o):
    d.clear()
    return 1
for i in range(10):
    d[str(i)] = X()
json.dumps(d, default=default)
# --- json_sort_keys_mutate
import json
d = {str(i): i for i in range(10)}
class S(str):
    def __lt__(self, o):
        d.clear()
        return True
d[S('x')] = 1
json.dumps(d, sort_keys=True)
# --- max_lt_clears
l = []
class E:
    def __lt__(self, o):
        l.clear()
        return True
    def __gt__(self, o):
        l.clear()
        return True
l.extend(E() for _ in range(10))
max(l)
# --- min_gt_pops
l = []
class E:
    def __gt__(self, o):
        l.pop() if l else None
        return True
    def __lt__(self, o):
        l.pop() if l else None
        return True
l.extend(E() for _ in range(10))
min(l)
# --- sorted_copy_lt_clears_original
l = []
class E:
    def __lt__(self, o):
        l.clear()
        return True
l.extend(E() for _ in range(100))
sorted(l)
# --- tuple_eq_list_inside_clears
l = [0] * 10
class E:
    def __eq__(self, o):
        l.clear()
        return True
(l, 1) == ([E()] * 10, 1)
# --- str_join_str_subclass_mutates
l = []
class S(str):
    def __str__(self):
        l.clear()
        return 'x'
l.extend(S('a') for _ in range(10))
''.join(l)
# --- format_map_mutating_getitem
class M(dict):
    def __getitem__(self, k):
        self.clear()
        return 1
'{a}{b}{c}'.format_map(M(a=1, b=2, c=3))
# --- percent_mapping_mutates
class M(dict):
    def __getitem__(self, k):
        self.clear()
        return 1
'%(a)s %(b)s' % M(a=1, b=2)
# --- str_format_index_clears
l = [1, 2, 3]
class I:
    def __index__(self):
        l.clear()
        return 1
'{0[1]}'.format(l)
# --- any_iter_mutating
l = list(range(10))
any(l.clear() for x in l)
# --- sum_generator_mutating
l = list(range(10))
sum(l.pop() if l else 0 for x in range(20))
# --- zip_mutating
l = list(range(10))
list(zip(l, (l.clear() or x for x in range(20))))
# --- map_mutating_list
l = list(range(10))
list(map(lambda x: l.clear() or x, l))
# --- filter_mutating_list
l = list(range(10))
list(filter(lambda x: l.pop() if l else 0, l))
# --- enumerate_clear
l = list(range(10))
for i, x in enumerate(l):
    l.clear()
# --- reversed_list_extend
l = list(range(10))
r = reversed(l)
next(r)
l.clear()
l.extend(range(100))
list(r)
# --- itertools_groupby_key_mutates
import itertools
l = list(range(100))
list(itertools.groupby(l, key=lambda x: l.clear() or x))
# --- itertools_product_mutating_input
import itertools
l = list(range(5))
for x in itertools.product(l, repeat=2):
    l.clear()
# --- itertools_tee_mutating
import itertools
l = list(range(10))
a, b = itertools.tee(l)
l.clear()
list(a), list(b)
# --- functools_reduce_mutating
import functools
l = list(range(10))
functools.reduce(lambda a, b: l.clear() or a, l)
