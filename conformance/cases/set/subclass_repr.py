# repr of set and frozenset subclasses names the subclass
class S(set):
    pass
class F(frozenset):
    pass
print(repr(S([1])), repr(S()), repr(F([2])), repr(F()), str(S([3])))
s = S([1, 2])
print(s, set(s), frozenset(F([5])))
class R(set):
    def __repr__(self):
        return 'R!'
print(R([1]), [S([4])])
