# str args accept subclass: builtins accept instances of user subclasses of str/int/float/...
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
t('str+S', lambda: "x" + S("y"))
t('S+str', lambda: S("x") + "y")
t('S+S', lambda: S("x") + S("y"))
t('join', lambda: "".join([S("a"), S("b")]))
t('S.join', lambda: S(",").join(["a", "b"]))
t('join-sep', lambda: "-".join(S("abc")))
t('in S', lambda: S("b") in "abc")
t('in S2', lambda: "b" in S("abc"))
t('str.startswith', lambda: "abc".startswith(S("a")))
t('startswith tuple', lambda: "abc".startswith((S("x"), S("a"))))
t('str.split', lambda: "a,b".split(S(",")))
t('str.replace', lambda: "abc".replace(S("b"), S("X")))
t('str.find', lambda: "abc".find(S("c")))
t('str.count', lambda: "abcb".count(S("b")))
t('str.strip', lambda: "xax".strip(S("x")))
t('str.partition', lambda: "a=b".partition(S("=")))
t('format spec', lambda: format(3, S("05d")))
t('str %', lambda: S("%s-%d") % ("a", I(3)))
t('% S', lambda: "%s %r" % (S("a"), S("b")))
t('ord', lambda: ord(S("a")))
t('getattr S', lambda: getattr("abc", S("upper"))())
t('setattr', lambda: hasattr(1, S("real")))
t('str.maketrans', lambda: "abc".translate(str.maketrans(S("a"), S("b"))))
t('repr', lambda: repr(S("a")) + repr(L([1])) + repr(D(a=1)))
t('sep print', lambda: print(1, 2, sep=S("-"), end=S("!\n")))
t('encode', lambda: S("a").encode(S("utf-8")))
t('bytes.decode', lambda: b"a".decode(S("ascii")))
t('str.lower', lambda: S("AB").lower())
t('S methods', lambda: S("a b").split())
t('isdigit', lambda: S("12").isdigit())
t('str.__add__', lambda: str.__add__("a", S("b")))
t('str S', lambda: str(S("x")) == "x")
t('fstring S', lambda: f"{S('a')!r:>5}")
t('str.center', lambda: "a".center(I(5), S("*")))
t('str.join gen', lambda: S(",").join(S(x) for x in "ab"))
t('str(S) type', lambda: type(str(S("a"))).__name__)
