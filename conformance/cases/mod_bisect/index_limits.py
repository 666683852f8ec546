# lo and hi of bisect's functions are C Py_ssize_t values: their overflow
# messages, and hi=-1 meaning len(a) (any other negative hi searches nothing).
import bisect


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class Big:
    def __index__(self):
        return 2**80


a = [1, 2, 3, 3, 5]
for f in (bisect.bisect, bisect.bisect_left, bisect.bisect_right):
    for hi in [2**63, 2**70, -2**70, -1, -2, 0, 3, 100, None, Big(), 1.5, "3"]:
        show(lambda: f(a, 3, 0, hi))
    for lo in [2**63, 2**70, -2**70, -1, 2, 100, Big(), 1.5]:
        show(lambda: f(a, 3, lo))
    show(lambda: f(a, 3, hi=-1, key=None))
for f in (bisect.insort, bisect.insort_left, bisect.insort_right):
    for hi in [2**70, -1, -3, 2]:
        b = list(a)
        show(lambda: (f(b, 4, 0, hi), b))
