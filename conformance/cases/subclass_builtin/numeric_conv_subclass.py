# numeric conv subclass: builtins accept instances of user subclasses of str/int/float/...
import math
def t(label, f):
    try:
        r = f()
        print(label, repr(r), type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__ + ':', e)
class S(str): pass
class I(int): pass
class F(float): pass
class L(list): pass
class D(dict): pass
class T(tuple): pass
class B(bytes): pass
class BA(bytearray): pass
class ST(set): pass
class FS(frozenset): pass
class C(complex): pass
t('round F', lambda: round(F(2.5)))
t('round F 1', lambda: round(F(2.25), 1))
t('round I', lambda: round(I(25), -1))
t('int S', lambda: int(S("3")))
t('int S base', lambda: int(S("ff"), 16))
t('float S', lambda: float(S("1.5")))
t('float I', lambda: float(I(3)))
t('int F', lambda: int(F(3.7)))
t('complex F', lambda: complex(F(1.5), I(2)))
t('hash I', lambda: hash(I(12345)) == hash(12345))
t('sum', lambda: sum(L([I(1), I(2)])))
t('max', lambda: max(I(1), I(5)))
t('%d I', lambda: "%d %x %f" % (I(10), I(255), F(1.5)))
t('idx', lambda: [1,2,3][I(1)])
t('slice', lambda: "abcdef"[I(1):I(3)])
t('range I', lambda: list(range(I(3))))
t('mul', lambda: "ab" * I(2))
t('mul2', lambda: [0] * I(2))
t('chr', lambda: chr(I(65)))
t('divmod', lambda: divmod(I(7), I(2)))
t('pow', lambda: pow(I(2), I(10), I(1000)))
t('abs', lambda: abs(I(-3)))
t('bin', lambda: bin(I(5)))
t('hex', lambda: hex(I(255)))
t('str()', lambda: str(I(5)) + str(F(1.5)))
t('int(B)', lambda: int(B(b"12")))
t('float(B)', lambda: float(B(b"1.5")))
t('complex(S)', lambda: complex(S("1+2j")))
t('int(I)', lambda: int(I(5)))
t('I+I', lambda: I(2) + I(3))
t('I/I', lambda: I(7) / I(2))
t('F+F', lambda: F(1.5) + F(1))
t('I==F', lambda: I(1) == F(1.0))
t('F<I', lambda: F(0.5) < I(1))
t('I**F', lambda: I(2) ** F(0.5))
t('math', lambda: math.sqrt(F(4.0)))
t('math floor', lambda: math.floor(F(4.5)))
t('math gcd', lambda: math.gcd(I(4), I(6)))
t('str mul I', lambda: S("ab") * 2)
t('zfill', lambda: "5".zfill(I(3)))
t('isinstance(I, bool)', lambda: I(1) is True)
t('int(I) type', lambda: type(int(I(1))).__name__)
t('L[I]', lambda: L([1, 2])[I(0)])
t('range len', lambda: len(range(I(5))))
t('range in', lambda: I(3) in range(5))
t('range idx', lambda: range(10)[I(3)])
t('bytes(I)', lambda: bytes(I(3)))
