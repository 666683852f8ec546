# collections.abc: isinstance against the ABCs for builtin and user types, and ABCs as bases with their mixin methods
from collections.abc import *
import collections.abc
import collections
print(collections.abc.Mapping is Mapping)
class It:
    def __iter__(self): return iter([1])
class NoHash:
    __hash__ = None
checks = [([], Iterable), ([], Sized), ([], Hashable), ((), Hashable), (It(), Iterable), (It(), Iterator),
          (iter([]), Iterator), ({}, MutableMapping), ({}.keys(), KeysView), ({}.items(), Set), ((), Sequence),
          ("s", Sequence), (b"b", ByteString), (set(), MutableSet), (frozenset(), Set), (NoHash(), Hashable),
          (1, Hashable), (len, Callable), (It, Callable), ((x for x in []), Generator), (range(3), Reversible),
          ([], Collection), ({}, Reversible), (3, Container)]
print([isinstance(o, c) for o, c in checks])
print(issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(int, Iterable))
class L(MutableSequence):
    def __init__(self): self.d = []
    def __getitem__(self, i): return self.d[i]
    def __setitem__(self, i, v): self.d[i] = v
    def __delitem__(self, i): del self.d[i]
    def __len__(self): return len(self.d)
    def insert(self, i, v): self.d.insert(i, v)
l = L()
l.extend([3, 1, 2]); l.append(5); l.reverse()
print(list(l), l.index(1), l.count(3), 3 in l, l.pop(), list(reversed(l)))
try:
    class Bad(Mapping): pass
    Bad()
except TypeError as e:
    print(e)
class S(Set):
    def __init__(self, it=()): self.s = list(dict.fromkeys(it))
    def __iter__(self): return iter(self.s)
    def __len__(self): return len(self.s)
    def __contains__(self, x): return x in self.s
print(sorted(S([1,2,3]) & S([2,3,4])), sorted(S([1]) | S([2])), S([1,2]) <= S([1,2,3]))
class MM(MutableMapping):
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
m = MM(); m.update(a=1, b=2); m.setdefault("c", 3)
print(dict(m), m.pop("a"), len(m), list(m.keys()), list(m.values()), m == {"b": 2, "c": 3})
