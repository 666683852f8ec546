# A tuple display of constants is one constant, made when the code is compiled (CPython's
# compiler folds it): the same object at each evaluation; displays with any other item are
# new tuples each time.
def pair():
    return 1, -2


def nested():
    return ((1, 2.5), ("a", None), (-0.0, +3), b"x", ..., True)


def built(x):
    return (x, 1)


def empty():
    return ()


print(pair() is pair(), pair())
print(nested() is nested(), nested())
print(built(1) is built(1), built(1) == built(1))
print(empty() is empty(), empty())
seen = [(i, 1) for i in range(3)]
print(seen, seen[0] is seen[1])
fixed = [(0, 1) for i in range(3)]
print(fixed, fixed[0] is fixed[1])
for dx, dy in ((1, 0), (0, -1)):
    print(dx, dy, end=" ")
print()
print(2 in (1, 2, 3), 4 in (1, 2, 3), (1, 2) + (3,), (1, 2) * 2)
t = (1, 2)
t += (3,)
print(t, pair())
print(hash((1, -2)) == hash(pair()), {pair(): 1}[(1, -2)])
