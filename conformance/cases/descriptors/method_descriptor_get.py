# A builtin type's method descriptor binds through __get__ as attribute
# access does; its errors are CPython's.
import random

print(str.upper.__get__("abc")())
print(str.upper.__get__(None, str))
print(str.upper.__get__("q", int)(), str.upper.__get__("q", None)())
xs = []
list.append.__get__(xs)(5)
print(xs, dict.get.__get__({"k": 1})("k"))


class S(str):
    pass


class L(list):
    pass


def noaddr(m):
    return repr(m).split(" at 0x")[0].rstrip(">")


print(str.upper.__get__(S("x"))(), noaddr(S("x").upper), noaddr(L().append), noaddr([].append))
r = random.Random(7)
print(random.Random.random.__get__(r)() == random.Random(7).random())
for args in [(None,), (1,), (), (1, 2, 3)]:
    try:
        str.upper.__get__(*args)
    except TypeError as e:
        print("TypeError:", e)
