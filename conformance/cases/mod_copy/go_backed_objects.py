# copy.copy / copy.deepcopy of objects implemented in Go fail where CPython
# copies them (they have no __reduce__; copy falls back to calling the class
# with no arguments): functools.partial, operator.itemgetter/attrgetter/
# methodcaller, itertools.cycle/repeat/islice/permutations/groupby/tee,
# zlib compress/decompress objects, list iterators, enumerate, map, slice.
# CPython also refuses Struct/HASH/generators with "cannot pickle 'X' object"
# where pyinterp says "cannot create 'X' instances" or a constructor's
# argument error; and copies ContextVar/Context that CPython refuses.
import copy, functools, operator, itertools
for o in [functools.partial(print, 1), operator.itemgetter(1), itertools.cycle([1, 2]), slice(1)]:
    for f in (copy.copy, copy.deepcopy):
        try:
            print(type(o).__name__, f.__name__, type(f(o)).__name__)
        except Exception as e:
            print(type(o).__name__, f.__name__, type(e).__name__, e)
# CPython: partial copy partial / itemgetter copy itemgetter / ... all succeed
