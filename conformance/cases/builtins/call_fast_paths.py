# Fast paths of builtin calls: case mappings of str and bytes (ASCII path), min/max
# of several arguments (compared in place: order of comparisons, key, errors),
# abs of ints (identity, bool, subclasses), float ** outside an arithmetic tree.
class S(str): pass
for s in ['hello World', 'ABC def', '', 'a', 'hELLO wORLD 12x', 'ß straße', 'x1y2 zz', "o'neil mcDONALD"]:
    print(s.upper(), s.lower(), s.swapcase(), s.capitalize(), s.title(), s.casefold())
    b = s.encode()
    print(b.upper(), b.lower(), b.swapcase(), b.capitalize(), b.title())
    print(S(s).upper(), type(S(s).upper()).__name__)
print(min(3, 1, 2), max(3, 1, 2), min(1, 1.0), max(1.0, 1), min('b', 'a'), max([1], [2]))
print(min(3, -4, 2, key=abs), max(3, -4, 2, key=abs), min(1, 2, key=None))
print(min([5, 3]), max((i for i in [1, 9, 2])), min([], default=7))
for args in [(1, 'a'), ()]:
    try:
        print(min(*args))
    except TypeError as e:
        print('TypeError', e)
try:
    min(1, 2, default=3)
except TypeError as e:
    print('TypeError', e)
try:
    max(1, 2, foo=3)
except TypeError as e:
    print('TypeError', e)
try:
    max(1, 2, key=lambda x: 1 / 0)
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
class C:
    def __init__(s, v): s.v = v
    def __lt__(s, o): print('lt', s.v, o.v); return s.v < o.v
    def __gt__(s, o): print('gt', s.v, o.v); return s.v > o.v
print(min(C(2), C(1), C(3)).v, max(C(2), C(1), C(3)).v)
x = 7
print(abs(x) is x, abs(-3), abs(True), type(abs(True)).__name__, abs(-2**70), abs(2**70), abs(-0.5))
class I(int): pass
print(abs(I(5)), type(abs(I(5))).__name__, abs(I(-5)))
print(3.0 ** 0.5, 2 ** 0.5, 2.0 ** 3, 2.0 ** -1, (-8.0) ** (1/3), 0.0 ** 0.5, 10 ** 0.0, float('inf') ** 0.5, float('nan') ** 0.0)
for a, b in [(0.0, -1.0), (0, -1.5), (10.0, 400.5), (1e308, 2)]:
    try:
        print(a ** b)
    except Exception as e:
        print(type(e).__name__, e)
class F(float):
    def __pow__(s, o): return 'F.pow'
    def __rpow__(s, o): return 'F.rpow'
print(F(2.0) ** 0.5, 2.0 ** F(1.0), 2 ** F(1.0))
print(True ** 0.5, 2.5 ** True)
