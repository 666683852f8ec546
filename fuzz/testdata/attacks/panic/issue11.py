# Go panics visible as InternalError, listed in issue 11: re-entrant
# callbacks that change the container being operated on, nil fields.
# --- bytearray_setitem_index_clears
ba = bytearray(10)
class I:
    def __index__(self):
        ba.clear()
        return 5
ba[I()] = 1
# --- list_ext_slice_index_clears
l = list(range(100))
class I:
    def __index__(self):
        l.clear()
        return 2
l[0:90:I()] = range(45)
# --- list_slice_assign_generator_clears
l = list(range(10))
l[1:3] = (l.clear() or x for x in range(5))
# --- repr_pops
xs = []
class P:
    def __repr__(self):
        xs.pop()
        return 'p'
xs.extend(P() for _ in range(10))
repr(xs)
# --- del_instance_dict
class A:
    pass
a = A()
del a.__dict__
a.x = 1
a.x
# --- del_partial_dict
import functools
p = functools.partial(print, 1)
del p.__dict__
p.x = 1
