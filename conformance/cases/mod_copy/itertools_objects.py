# copy.copy / copy.deepcopy of itertools count, cycle and repeat continue where the original is (CPython's reductions; a shallow copy of a cycle shares its iterator and saved elements)
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
show('count', lambda: itertools.count(5, 2))
show('cycle', lambda: itertools.cycle([1, 2, 3]))
show('repeat', lambda: itertools.repeat(7, 3))
def cyc_after_pass():
    c = itertools.cycle('ab')
    next(c); next(c); next(c)
    return c
show('cycle past a pass', cyc_after_pass)
show('count float', lambda: itertools.count(0.5, 0.25))
show('repeat forever', lambda: itertools.repeat('x'))
