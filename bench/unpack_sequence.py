# Unpacking lists and tuples into names: fixed-size targets, starred targets, swaps, and
# unpacking in for-loop targets.


def tuples(rounds):
    t = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
    total = 0
    for _ in range(rounds):
        a, b, c, d, e, f, g, h, i, j = t
        a, b, c, d, e, f, g, h, i, j = t
        a, b, c, d, e, f, g, h, i, j = t
        a, b, c, d, e, f, g, h, i, j = t
        total += a + j
    return total


def lists(rounds):
    l = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    total = 0
    for _ in range(rounds):
        a, b, c, d, e, f, g, h, i, j = l
        a, b, c, d, e, f, g, h, i, j = l
        a, b, c, d, e, f, g, h, i, j = l
        a, b, c, d, e, f, g, h, i, j = l
        total += b + i
    return total


def starred(rounds):
    l = list(range(8))
    total = 0
    for _ in range(rounds):
        first, *middle, last = l
        head, *tail = l
        total += first + last + len(middle) + head + len(tail)
    return total


def swaps(rounds):
    x, y, z = 1, 2, 3
    for _ in range(rounds):
        x, y = y, x
        x, y, z = z, x, y
    return x * 100 + y * 10 + z


def loop_targets(rounds):
    pairs = [(i, i * 2) for i in range(100)]
    nested = [[i, (i, i + 1)] for i in range(100)]
    total = 0
    for _ in range(rounds):
        for a, b in pairs:
            total += b - a
        for a, (b, c) in nested:
            total += c - b
    return total


print(tuples(800000), lists(800000), starred(400000), swaps(1000000), loop_targets(4000))
