# rng.random() at one call site: Random, subclasses (random kept,
# replaced, replaced on the instance's class later), wrong argument
# counts, and the values (seeded) against CPython's.
import random

class Sub(random.Random):
    pass

class Own(random.Random):
    def random(self):
        return 0.25

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

def site(r):
    return [r.random() for _ in range(3)]

for r in [random.Random(1), Sub(1), Own(1), random.Random(1)]:
    show(lambda: site(r))
s = Sub(2)
show(lambda: site(s))
Sub.random = lambda self: 0.5
show(lambda: site(s))
del Sub.random
show(lambda: site(s))
show(lambda: random.Random(3).random(1))
show(lambda: random.Random(3).random(x=1))
show(lambda: random.Random.random(random.Random(4)))
show(lambda: random.Random.random(Sub(4)))
show(lambda: random.Random.random(5))
