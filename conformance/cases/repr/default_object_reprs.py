# The default repr of builtin objects without one of their own names the
# type (module-qualified for C types of itertools) and shows an address;
# builtin methods show their receiver's address. Addresses differ between
# runs and implementations, so they are masked.
import itertools
import re


def show(o):
    print(re.sub(r" at 0x[0-9a-f]+", " at ADDR", repr(o)))


class A:
    pass


for o in [A(), iter([]), iter(()), iter({}), iter(""), iter(range(3)),
          map(str, []), filter(None, []), zip(), enumerate([]), reversed([]),
          itertools.chain(), itertools.groupby("a"), itertools.permutations("a"),
          iter({}.values()), object(), property(), [].append, "a".upper]:
    show(o)
print([(k, re.sub(r" at 0x[0-9a-f]+", "", repr(g))) for k, g in itertools.groupby("aab")])
c = itertools.count()
next(c)
print(c, itertools.count(5, 2), itertools.count(1.5), itertools.count(1, 1.0), itertools.count(10**30, -1))
r = itertools.repeat("a", 3)
next(r)
print(r, itertools.repeat([1]), itertools.repeat(1, -5), itertools.repeat(None, 0))
print(repr(itertools.count(-2)), f"{itertools.count(3)!r}")
