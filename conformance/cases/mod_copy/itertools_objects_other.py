# copy.copy / copy.deepcopy of the other itertools iterators continue where the original is (CPython's reductions)
import copy, itertools
def show(name, mk):
    for f in (copy.copy, copy.deepcopy):
        o = mk()
        next(o)
        try:
            c = f(o)
            print(name, f.__name__, list(itertools.islice(c, 4)), list(itertools.islice(o, 4)))
        except Exception as e:
            print(name, f.__name__, type(e).__name__, e)
show('chain', lambda: itertools.chain([1, 2], [3, 4]))
show('islice', lambda: itertools.islice('abcdef', 1, None, 2))
show('product', lambda: itertools.product([1, 2], [3, 4]))
show('zip_longest', lambda: itertools.zip_longest([1, 2, 3], [4]))
