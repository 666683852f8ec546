# sum's int and float totals (CPython 3.11 keeps them unboxed): every
# switch between them, overflow past a machine word, bools, subclasses,
# signed zeros and errors part-way.
import sys

print(sum([1, 2, 3]), sum([]), sum([], 5), sum([True, True, False]))
print(sum([1.5, 2, 3]), sum([1, 2.5, 3]), sum([1, 2, 3.0]))
print(sum([0.1] * 10), sum([0.1] * 10, 0.0), sum([1e100, 1.0, -1e100]))
print(sum([-0.0, -0.0]), sum([-0.0], -0.0), sum([-0.0, False], -0.0), sum([-0.0, 0], -0.0))
print(sum([], -0.0), sum([-0.0]), sum([True, 0.5, False]))
m = sys.maxsize
print(sum([m, 1]), sum([m, m, -m, -m, 5]), sum([-m, -m, -2]), sum([m, 1, 0.5]))
print(sum([2 ** 64, 1, 2.5]), sum([1.5, 2 ** 60, 2 ** 63 + 1]))
print(sum([1, 2], 2 ** 70), sum([1.0, 2], 2 ** 70), sum([2 ** 53 + 1, 0.0]), sum([0.0, 2 ** 53 + 1]))
print(sum([float("inf"), 1, -float("inf")]), sum([float("nan"), 1]))
print(sum(x * 0.5 for x in range(100)), sum(range(10 ** 6)))
print(sum([[1], [2]], []), sum([(1,), (2,)], ()), sum([1, 2], True), sum([1.5], False))

class I(int):
    def __add__(self, o):
        return "I.add"
    def __radd__(self, o):
        return "I.radd"

class F(float):
    def __radd__(self, o):
        return "F.radd"

print(sum([1, I(2)]), sum([1.5, I(2)]), sum([1, F(2)]), sum([1.5, F(2.5)]))
print(repr(sum([1, 2.5, F(1.0)])), sum([1, 2.5, 2 ** 63, 1]))
for bad in ([1, "a"], [1.5, "a"], [1, 2.5, None], [2 ** 63, "x"]):
    try:
        sum(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    sum([1.5, 10 ** 400])
except OverflowError as e:
    print("OverflowError:", e)
try:
    sum([10 ** 400, 1.5])
except OverflowError as e:
    print("OverflowError:", e)
print(sum([1, 2], start=10), sum(iterable=[1.5], start=1) if False else sum([1.5], start=1))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print("TypeError:", e)
