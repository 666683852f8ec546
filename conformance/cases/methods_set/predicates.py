# set isdisjoint, issubset, issuperset and comparisons
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: {1}.isdisjoint({2}))
t(lambda: {1}.isdisjoint([1]))
t(lambda: {1}.issubset({1, 2}))
t(lambda: {1}.issubset([1]))
t(lambda: {1, 2}.issuperset([1]))
t(lambda: {1} < {1, 2})
t(lambda: {1} <= {1})
t(lambda: {1, 2} > {1})
t(lambda: {1} == frozenset([1]))
t(lambda: {1}.isdisjoint(1))
t(lambda: {1}.issubset())
t(lambda: {1} < [1])
