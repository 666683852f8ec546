# Dicts and sets changed by __eq__ or __hash__ while a lookup, insertion
# or comparison is in progress.
# --- dict_getitem_eq_clears
d = {}
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        d.clear()
        return False
d[K()] = 1
d[K()]
# --- dict_get_eq_mutates
d = {}
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        for i in range(100):
            d[i] = i
        return False
d[K()] = 1
d.get(K())
# --- dict_setitem_eq_clears
d = {}
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        d.clear()
        return False
for _ in range(10):
    d[K()] = 1
# --- dict_pop_eq_clears
d = {}
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        d.clear()
        return True
d[K()] = 1
d.pop(K())
# --- dict_setdefault_eq_clears
d = {}
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        d.clear()
        return False
d[K()] = 1
d.setdefault(K(), 2)
# --- dict_contains_eq_clears
d = {}
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        d.clear()
        return False
d[K()] = 1
K() in d
# --- dict_del_eq_clears
d = {}
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        d.clear()
        return True
d[K()] = 1
del d[K()]
# --- dict_hash_inserts
d = {}
class K:
    def __hash__(self):
        d[len(d)] = 1
        return 1
for _ in range(100):
    d[K()] = 1
# --- dict_update_hash_clears
d = {}
class K:
    def __hash__(self):
        d.clear()
        return 1
d.update({K(): 1, K(): 2})
# --- dict_update_iterable_mutates
d = {1: 2}
d.update((d.clear() or (i, i)) for i in range(5))
# --- dict_eq_values_clear
a = {i: i for i in range(10)}
class V:
    def __eq__(self, o):
        a.clear()
        return True
{i: V() for i in range(10)} == a
# --- dict_repr_value_clears
d = {}
class V:
    def __repr__(self):
        d.clear()
        return 'v'
for i in range(10):
    d[i] = V()
repr(d)
# --- dict_repr_value_inserts
d = {}
class V:
    def __repr__(self):
        d[len(d) + 100] = V()
        return 'v'
d[0] = V()
repr(d)
# --- dict_copy_during_hash
d = {}
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        d.copy()
        d.popitem()
        return False
d[K()] = 1
d[K()] = 2
# --- dict_fromkeys_iter_mutates
d = {}
d.fromkeys(d.setdefault(i, i) for i in range(10))
# --- dict_items_and_set_eq_mutates
d = {i: i for i in range(10)}
class E:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        d.clear()
        return False
d.items() & {(E(), 1)}
# --- dict_iteration_mutated
d = {i: i for i in range(10)}
for k in d:
    d[k + 100] = 1
# --- dict_keys_view_mutated
d = {i: i for i in range(10)}
ks = iter(d.keys())
next(ks)
d.clear()
d.update({i: i for i in range(20)})
list(ks)
# --- dict_values_reversed_mutated
d = {i: i for i in range(10)}
r = reversed(d.values())
next(r)
d.clear()
list(r)
# --- dict_or_mutating_hash
d = {}
class K:
    def __hash__(self):
        d.clear()
        return 1
d = {K(): 1}
d | {K(): 2}
# --- dict_sorted_keys_mutating
d = {i: i for i in range(100)}
sorted(d, key=lambda k: d.clear() or k)
# --- set_contains_eq_clears
s = set()
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        s.clear()
        return False
s.add(K())
K() in s
# --- set_add_eq_clears
s = set()
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        s.clear()
        return False
for _ in range(10):
    s.add(K())
# --- set_remove_eq_clears
s = set()
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        s.clear()
        return True
s.add(K())
s.remove(K())
# --- set_discard_eq_inserts
s = set()
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        for i in range(100):
            s.add(i)
        return False
s.add(K())
s.discard(K())
# --- set_update_iter_mutates
s = {1, 2, 3}
s.update(s.clear() or x for x in range(5))
# --- set_and_eq_clears
s = set()
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        s.clear()
        return True
s.add(K())
s & {K()}
# --- set_issubset_eq_clears
s = set()
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        s.clear()
        return True
s.add(K())
{K()}.issubset(s)
# --- set_symmetric_difference_update_hash
s = set(range(10))
class K:
    def __hash__(self):
        s.clear()
        return 1
s.symmetric_difference_update([K(), K()])
# --- set_repr_clears
s = set()
class K:
    def __repr__(self):
        s.clear()
        return 'k'
for _ in range(10):
    s.add(K())
repr(s)
# --- set_eq_mutates
a = set()
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        a.clear()
        return True
a.add(K())
{K()} == a
# --- set_iteration_mutated
s = set(range(10))
for x in s:
    s.add(x + 100)
# --- frozenset_from_mutating_iter
s = set(range(10))
frozenset(s.pop() if s else 0 for _ in range(20))
# --- counter_update_mutating_hash
import collections
c = collections.Counter()
class K:
    def __hash__(self):
        c.clear()
        return 1
c.update([K(), K()])
# --- ordereddict_move_to_end_eq
import collections
d = collections.OrderedDict()
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        d.clear()
        return True
d[K()] = 1
d.move_to_end(K())
# --- defaultdict_factory_mutates
import collections
d = collections.defaultdict(lambda: d.clear())
for i in range(10):
    d[i]
# --- chainmap_eq_clears
import collections
a = {}
class K:
    def __hash__(self):
        return 1
    def __eq__(self, o):
        a.clear()
        return False
a[K()] = 1
collections.ChainMap(a, {})[K()] if K() in a else None
