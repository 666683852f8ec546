# id() is the address a default repr shows, and an object's default hash
# is id >> 4 (programs print hex(id(self)) in a __repr__ of their own).
import hashlib
import struct


class A:
    pass


def f():
    pass


for o in [object(), A(), f, lambda: 0, hashlib.md5(), struct.Struct("i"), iter([]), [].append]:
    print(type(o).__name__, hex(id(o)) in repr(o))
for o in [object(), A()]:
    print(type(o).__name__, hash(o) == id(o) >> 4, id(o) % 16)
a, b = A(), A()
print(id(a) == id(a), id(a) != id(b), len({id(A()) for _ in range(3)}) >= 1)
