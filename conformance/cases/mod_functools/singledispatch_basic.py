# singledispatch register by type
from functools import singledispatch
@singledispatch
def show(x):
    return 'object'
@show.register(int)
def _(x):
    return 'int %d' % x
@show.register(list)
@show.register(tuple)
def _(x):
    return 'seq of %d' % len(x)
print(show(1), show(True), show([1, 2]), show((1,)), show('s'), show(1.5))
print(show.dispatch(bool) is show.dispatch(int), object in show.registry)
