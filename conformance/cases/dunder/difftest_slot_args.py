# Found by conformance/difftest/gen_containers.py: argument errors of slot
# wrappers and METH_O methods, sequence __mul__ with a non-int, None in
# argument-clinic messages, dict.pop on an empty dict.
import collections

class A: pass
class BA(bytearray): pass
class D(dict): pass

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, repr(str(e)))

show(lambda: [].__setitem__(1))
show(lambda: {}.__setitem__(1, 2, 3))
show(lambda: bytearray().__setitem__())
show(lambda: A().__setattr__('x'))
show(lambda: A().__delattr__())
show(lambda: [].__delitem__())
show(lambda: [].__contains__())
show(lambda: [].__mul__())
show(lambda: ().__mul__(1, 2))
show(lambda: (1).__pow__())
show(lambda: (1).__pow__(1, 2, 3))
show(lambda: (2).__pow__(3, None))
show(lambda: (2).__pow__(3, 5))
show(lambda: ().__getitem__())
show(lambda: [].__getitem__())
show(lambda: [1].__getitem__(0, 1))
show(lambda: {}.__getitem__())
show(lambda: collections.OrderedDict().__getitem__(1, 2))
show(lambda: D().__getitem__())
show(lambda: A().__init_subclass__(1))
show(lambda: [1].__mul__('a'))
show(lambda: [1].__rmul__(1.5))
show(lambda: [1].__imul__('a'))
show(lambda: ().__mul__([]))
show(lambda: 'ab'.__mul__(2.0))
show(lambda: b'ab'.__rmul__(None))
show(lambda: [1, 2].__mul__(2))
show(lambda: [1].__add__(()))
show(lambda: bytes.fromhex())
show(lambda: bytearray.fromhex('00', 1))
show(lambda: BA.fromhex())
show(lambda: b'x'.fromhex('a', 'b'))
show(lambda: [].sort(1))
show(lambda: [].sort(1, 2, 3))
show(lambda: [].sort(key=None, reverse=1, x=2))
show(lambda: bytes.maketrans(b'a', b'b', b'c'))
show(lambda: b'a'.decode(None))
show(lambda: b'a'.decode('utf-8', None))
show(lambda: 'a'.encode(None))
show(lambda: str(b'', None))
show(lambda: 'a'.replace(None, 'b'))
show(lambda: (1).to_bytes(1, None))
show(lambda: format(1, None))
show(lambda: bytes.fromhex(None))
show(lambda: b'a'.center(3, None))
show(lambda: type('a', None, {}))
for d in [{}, D(), collections.defaultdict(int), collections.Counter(), collections.OrderedDict(), {1: 2}]:
    show(lambda: d.pop([], 0))
    show(lambda: d.pop([]))
    show(lambda: d.pop(5))
