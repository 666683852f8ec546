# random.getrandbits(k) takes a C int: beyond it, OverflowError.
import random


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class Big:
    def __index__(self):
        return 2**40


r = random.Random(5)
random.seed(7)
for k in [2**40, 2**31, -2**31 - 1, 2**100, -2**100, Big(), 1.5, "8", -1, 0, 1, 70]:
    show(lambda: r.getrandbits(k))
    show(lambda: random.getrandbits(k))
