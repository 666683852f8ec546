# builtins see a subclass's payload where CPython does, and its overrides where CPython calls them
import json
def t(label, f):
    try:
        r = f()
        print(label, repr(r), type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__ + ':', e)
class L(list):
    def __iter__(self): return iter([9, 9])
    def __len__(self): return 42
class S(str):
    def __eq__(self, o): return True
    def __hash__(self): return 1
    def __add__(self, o): return "S+"
    def __radd__(self, o): return "+S"
    def __len__(self): return 99
    def __contains__(self, x): return True
class D(dict):
    def keys(self): return ["z"]
    def __getitem__(self, k): return "D" + k
    def __iter__(self): return iter(["q"])
class I(int):
    def __index__(self): return 7
    def __int__(self): return 8
    def __float__(self): return 2.5
    def __str__(self): return "I!"
    def __repr__(self): return "I?"
class T(tuple):
    def __iter__(self): return iter("xy")
t('list(L)', lambda: list(L([1])))
t('tuple(L)', lambda: tuple(L([1])))
t('len L', lambda: len(L([1])))
t('sorted L', lambda: sorted(L([3, 1])))
t('x+S', lambda: "x" + S("y"))
t('S+x', lambda: S("y") + "x")
t('S in', lambda: "q" in S("y"))
t('len S', lambda: len(S("y")))
t('S eq', lambda: S("y") == "z")
t('S hash key', lambda: {S("y"): 1}.get("y"))
t('join S', lambda: ",".join([S("a"), "b"]))
t('dict(D)', lambda: dict(D(a="1")))
t('upd D', lambda: (lambda d: (d.update(D(a="1")), d)[1])({}))
t('**D', lambda: (lambda **k: k)(**D(a="1")))
t('{**D}', lambda: {**D(a="1")})
t('list(D)', lambda: list(D(a="1")))
t('I int', lambda: int(I(3)))
t('I float', lambda: float(I(3)))
t('I idx', lambda: [0, 1, 2, 3, 4, 5, 6, 7, 8][I(3)])
t('I str', lambda: str(I(3)))
t('I fmt', lambda: f"{I(3)} {I(3)!r} {I(3):d} {I(3):5}")
t('I %', lambda: "%d %s %r %x" % (I(3), I(3), I(3), I(3)))
t('I +', lambda: I(3) + 1)
t('I hex', lambda: hex(I(3)))
t('I range', lambda: list(range(I(3))))
t('I round', lambda: round(I(35), -1))
t('json L', lambda: json.dumps(L([1])))
t('json D', lambda: json.dumps(D(a="1")))
t('json T', lambda: json.dumps(T((1, 2))))
t('json I', lambda: json.dumps([I(3)]))
t('tuple(T)', lambda: tuple(T((1, 2))))
t('list(T)', lambda: list(T((1, 2))))
t('set(T)', lambda: sorted(set(T((1, 2)))))
t('unpack T', lambda: (lambda *a: a)(*T((1, 2))))
t('a,b=T', lambda: (lambda p: p)([x for x in T((1, 2))]))
t('max T', lambda: max(T((1, 2))))
t('T+', lambda: () + T((1, 2)))
t('L+', lambda: [] + L([1, 2]))
t('L in', lambda: 1 in L([1]))
t('str.join L', lambda: "".join(L(["a"])))
