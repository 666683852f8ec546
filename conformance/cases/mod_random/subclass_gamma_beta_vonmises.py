# A subclass that overrides random() draws vonmisesvariate, gammavariate
# and betavariate from it, as every other distribution (they kept the Go
# generator's own numbers), and raises what CPython raises when its
# random() leaves [0, 1).
import random

class Counter(random.Random):
    def __init__(self, seed):
        super().__init__(seed)
        self.calls = 0
    def random(self):
        self.calls += 1
        return super().random()

r = Counter(12345)
for alpha in (0.5, 1.0, 2.5):
    print(round(r.gammavariate(alpha, 2.0), 12), r.calls)
print(round(r.betavariate(2.0, 3.0), 12), round(r.betavariate(0.5, 0.5), 12), r.calls)
print(round(r.vonmisesvariate(1.0, 4.0), 12), round(r.vonmisesvariate(0.0, 0.0), 12), r.calls)

class Fixed(random.Random):
    def __init__(self, v):
        self.v = v
        super().__init__(0)
    def random(self):
        return self.v

for v in (2.0, -1.0, 1.0, float('inf')):
    for f in (lambda r: r.gammavariate(0.5, 1), lambda r: r.gammavariate(1, 1),
              lambda r: r.vonmisesvariate(1, 1e-9)):
        try:
            print(v, repr(f(Fixed(v))))
        except (ValueError, OverflowError, ZeroDivisionError) as e:
            print(v, type(e).__name__, e)
