# set operations on keys() and items() views
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: sorted({'a': 1, 'b': 2}.keys() & {'b', 'c'}))
t(lambda: sorted({'a': 1, 'b': 2}.keys() | {'c'}))
t(lambda: sorted({'a': 1, 'b': 2}.keys() - {'a'}))
t(lambda: sorted({'a': 1, 'b': 2}.keys() ^ {'a', 'z'}))
t(lambda: sorted({'a': 1}.items() | {('b', 2)}))
t(lambda: {'a': 1}.keys().isdisjoint({'b'}))
t(lambda: {'a': 1}.keys().isdisjoint(['a']))
t(lambda: {'a': 1}.items() & {('a', 1)})
t(lambda: sorted({1: 2}.keys() | [3]))
t(lambda: {1: 2}.keys() <= {1, 2})
t(lambda: {1: 2}.keys() < {1})
t(lambda: {1: 2}.values() | {1})
t(lambda: {'a': 1}.keys() & 1)
