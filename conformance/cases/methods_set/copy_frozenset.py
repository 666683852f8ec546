# set copy and frozenset methods
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
s = {1}
c = s.copy()
c.add(2)
print(s, sorted(c))
t(lambda: sorted(frozenset([1, 2]).union([3])))
t(lambda: frozenset([1, 2]).intersection([2]))
t(lambda: frozenset([1]).copy())
t(lambda: type(frozenset([1]) | {2}).__name__)
t(lambda: type({2} | frozenset([1])).__name__)
t(lambda: frozenset([1]).isdisjoint([2]))
t(lambda: frozenset([1]).issubset([1]))
t(lambda: frozenset([1, 2]).difference([1]))
t(lambda: frozenset([1, 2]).symmetric_difference([2, 3]))
t(lambda: frozenset().add(1))
