# random: argument errors and messages
import random
r = random.Random(7)
for f, args in [(r.randrange, (0,)), (r.randrange, (5, 5)), (r.randrange, (0, 10, 0)), (r.randrange, (10, 0)),
                (r.choice, ([],)), (r.sample, (range(3), 4)), (r.sample, (range(3), -1)), (r.getrandbits, (-1,)),
                (r.gammavariate, (0, 1)), (r.choices, ("ab", [1])), (r.choices, ("ab", [0, 0])),
                (r.sample, ({1, 2}, 1)), (r.expovariate, (0,))]:
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__, e)
try:
    r.choices("ab", [1, 2], cum_weights=[1, 2])
except TypeError as e:
    print(e)
try:
    r.randrange(5, step=2)
except TypeError as e:
    print(e)
print(r.randrange(True))
print(type(r).__name__, isinstance(r, random.Random))
r2 = random.Random(); r3 = random.Random()
print(r2.random() != r3.random())
random.seed(7)
print(random.random() == random.Random(7).random())
print(random.getrandbits(0))
