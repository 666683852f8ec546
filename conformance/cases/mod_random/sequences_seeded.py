# Seeded sequence functions (sample of a huge range, counts, choices with
# and without weights, shuffle), str seeds of both versions, randbytes.
import random
for v in (1, 2):
    random.seed("héllo wörld", version=v); print(random.random())
random.seed(7)
print(random.sample(range(10**12), 5), random.sample(range(30), 10), random.choices("abc", k=5), random.choices("abc", [1, 2, 3], k=5))
print(random.randbytes(7), random.getrandbits(100), random.randrange(10**30))
print(random.sample(["a", "b", "c"], 3, counts=[2, 1, 3]))
l = list(range(20)); random.shuffle(l); print(l)
try: random.sample(range(10), 11)
except ValueError as e: print(e)
