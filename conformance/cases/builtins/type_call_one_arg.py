# int(x), float(x) and str(x) with one positional argument (the argument borrowed from the value
# stack): every kind of argument, errors, user conversions that call them again, subclasses
class I:
    def __int__(self):
        return int(float("7.9"))

    def __index__(self):
        return 3

    def __float__(self):
        return float(int("12"))

    def __str__(self):
        return str(int(self)) + "!"


class Idx:
    def __index__(self):
        return int(str(41)) + 1


class MyInt(int):
    pass


class MyStr(str):
    pass


print(int(2.9), int(-2.9), int(True), int("  12 "), int(b"7"), int(I()), int(Idx()), int(MyInt(5)))
print(float(3), float("1e3"), float(" -inf "), float(I()), float(True), float(2**70), float(MyInt(2)))
print(str(12345678901), str(2.5), str(None), str(I()), str(MyStr("m")), type(str(MyStr("m"))).__name__)
print(int(1e20), int(-1e19), type(int(MyInt(5))).__name__, float(10**15 + 1))
for bad in ([1], "1.5", None, "x"):
    try:
        int(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for bad in ("abc", [1], None, 10**400):
    try:
        float(bad)
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
for bad in (float("inf"), float("nan")):
    try:
        int(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)


class BadStr:
    def __str__(self):
        raise RuntimeError("no str")


try:
    str(BadStr())
except RuntimeError as e:
    print("RuntimeError", e)
print(int(x=3) if False else int(), float(), str(), int("ff", 16), str(b"ab", "ascii"))
try:
    int(x=3)
except TypeError as e:
    print("TypeError", e)


def deep(n):
    return n if n == 0 else int(deep(n - 1))


print(deep(200), [str(i) for i in range(5)], [int(i / 2) for i in range(5)])
