# Wrong calls of random's methods, which CPython reports as Python functions
# (random_args_test.go). Regenerate the expectations with CPython 3.11:
#   python3 modules/testdata/random/args.py > modules/testdata/random/args.txt
import random
r = random.Random(1)
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
for f in [lambda: r.randint(1), lambda: random.randint(1), lambda: r.uniform(), lambda: r.choice(), lambda: r.sample([1]), lambda: r.gauss(mu=1, sigma=2, x=3), lambda: r.random(1), lambda: r.randrange(), lambda: r.shuffle(), lambda: r.betavariate(1), lambda: r.triangular(1, 2, 3, 4), lambda: r.getrandbits(), lambda: r.choices(), lambda: r.seed(1, 2, 3), lambda: random.seed(1, version=3), lambda: r.randbytes(), lambda: r.normalvariate(mu=1, z=2), lambda: r.sample([1, 2], k=1, x=2)]:
    t(f)
for f in [lambda: r.getstate(1), lambda: r.setstate(), lambda: r.random(x=1), lambda: random.Random(1, 2), lambda: r.getrandbits(1, 2), lambda: random.getrandbits(k=3), lambda: r.randrange(1, 2, 3, 4), lambda: r.randint(1, 2, b=3), lambda: r.choices([1], [1], [2])]:
    t(f)
# Methods called on the instance (rng.m(), taken from Random's dict without a
# bound method), through the class, and read as values.
r = random.Random(7)
print([r.random() for _ in range(3)], r.randint(1, 100), r.choice("abcdef"), r.uniform(1, 2))
print(random.Random.random(r), random.Random.randint(r, 1, 6))
m = r.random
print(type(m).__name__, m() == random.Random(7).random() or "differs")
# setstate takes any gauss_next, which gauss() then computes with as Python
# does (a str was a Go type assertion), and version 2 states.
st = r.getstate()
for g in ['ab', 5, 2**2000, None]:
    r.setstate((3, st[1], g))
    t(lambda: r.gauss(1.0, 2.0))
r.setstate((2, tuple(x + 2**40 for x in st[1]), None))
print(r.getstate()[1] == st[1], r.random())
# Empty populations with empty weights or counts: CPython's IndexError of
# cum_weights[-1] and cum_counts.pop() (a Go index of -1).
for f in [lambda: r.choices([], []), lambda: r.choices('', cum_weights=''), lambda: r.choices([], [], k=0), lambda: r.sample([], 0, counts=[])]:
    t(f)
