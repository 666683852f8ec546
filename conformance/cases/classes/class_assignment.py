# assigning __class__ between compatible classes
class A:
    def hi(self):
        return 'A'
class B:
    def hi(self):
        return 'B'
a = A()
a.x = 1
a.__class__ = B
print(type(a).__name__, a.hi(), a.x, isinstance(a, B), a.__class__ is B)
class S1:
    __slots__ = ('p',)
class S2:
    __slots__ = ('p',)
class S3:
    __slots__ = ('q',)
s = S1()
s.p = 5
s.__class__ = S2
print(type(s).__name__, s.p)
for target in [S3, A, int, 3]:
    try:
        s.__class__ = target
    except TypeError as e:
        print('TypeError', e)
class L(list):
    pass
class L2(list):
    pass
l = L([1])
l.__class__ = L2
print(type(l).__name__, l)
for obj, target in [(l, A), (1, bool), (a, type), ('s', A)]:
    try:
        obj.__class__ = target
    except TypeError as e:
        print('TypeError', e)
