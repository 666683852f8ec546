# random.SystemRandom: a Random subclass drawing from the system's entropy; seed ignored, no state
import random

s = random.SystemRandom()
print(type(s).__name__, type(s).__module__, isinstance(s, random.Random), issubclass(random.SystemRandom, random.Random))
print(repr(s).startswith('<random.SystemRandom object at 0x'))
x = s.random()
print(type(x).__name__, 0.0 <= x < 1.0)
print(all(1 <= s.randint(1, 6) <= 6 for _ in range(200)))
print(all(s.randrange(10, 20, 5) in (10, 15) for _ in range(50)))
print(s.choice(['only']), sorted(s.sample(range(5), 5)), len(s.choices('ab', k=7)))
items = list(range(20))
s.shuffle(items)
print(sorted(items) == list(range(20)))
print(s.getrandbits(0), 0 <= s.getrandbits(1) <= 1, s.getrandbits(100).bit_length() <= 100, s.getrandbits(7) < 128)
b = s.randbytes(9)
print(type(b).__name__, len(b), s.randbytes(0))
print(-5 <= s.uniform(-5, 5) <= 5, type(s.gauss(0, 1)).__name__, type(s.expovariate(2)).__name__)
print(s.seed(), s.seed(42), s.seed(1, 2, x=3))
# seeding does not make it repeat
a = random.SystemRandom(7)
c = random.SystemRandom(7)
print(len({a.getrandbits(64), c.getrandbits(64)}))
for call in (s.getstate, lambda: s.setstate(None)):
    try:
        call()
    except NotImplementedError as e:
        print('NotImplementedError', e)
try:
    s.getrandbits(-1)
except ValueError as e:
    print('ValueError', e)
try:
    random.SystemRandom(1, 2)
except TypeError as e:
    print('TypeError', e)
print(s.randint(3, 3), s.choice((9,)))
