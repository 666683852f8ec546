# Parallel assignment of plain locals, pair targets over lists of tuples,
# short lists unpacked into targets that change them, ints of range loops
# and in-place sums past the small-int cache.


def swaps():
    x, y, z, w = 1, 'b', [3], None
    x, y = y, x
    print(x, y)
    x, y, z = z, x, y
    print(x, y, z)
    x, y, z, w = w, z, y, x
    print(x, y, z, w)
    a = b = 0
    for i in range(5):
        a, b = b, a + i
        a, b = b, a
    print(a, b)


def unbound_value():
    x = 1
    try:
        x, y = y, x
    except UnboundLocalError as e:
        print('UnboundLocalError', e)
    print(x)
    y = 2
    x, y = y, x
    print(x, y)


def unbound_first():
    try:
        a, b = c, 1
    except NameError as e:
        print(type(e).__name__, e)
    c = 0
    return c


def pairs():
    items = [(1, 2), (3, 4), ('a', 'b')]
    out = []
    for a, b in items:
        out.append((b, a))
    print(out)
    mixed = [(1, 2), [3, 4], 'xy', range(2)]
    for a, b in mixed:
        print(a, b)
    for bad in ([(1, 2), (1, 2, 3)], [(1, 2), (1,)], [(1, 2), 5]):
        try:
            for a, b in bad:
                print('ok', a, b)
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
    grow = [(0, 0)]
    for a, b in grow:
        if a < 3:
            grow.append((a + 1, b - 1))
    print(grow)
    g = {}
    for g['k'], b in [(1, 2), (3, 4)]:
        print(g, b)


def targets_change_list():
    l = [1, 2, 3]
    l[2], l[0], l[1] = l
    print(l)
    l = [1, 2, 3, 4, 5, 6, 7, 8]
    l[7], l[6], l[5], l[4], l[3], l[2], l[1], l[0] = l
    print(l)
    l = list(range(9))
    l[8], l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7] = l
    print(l)
    nested = [[i, (i, i + 1)] for i in range(5)]
    total = 0
    for a, (b, c) in nested:
        total += a * 100 + c - b
    print(total)
    for bad in ([1, 2, 3], [1]):
        try:
            x, (y, z) = [0, bad]
        except ValueError as e:
            print(e)
    try:
        l[0], l[1] = [1, 2, 3]
    except ValueError as e:
        print(e, l[:3])


def big_ints():
    total = 0
    last = None
    for i in range(10 ** 6, 10 ** 6 + 2000, 7):
        total += i
        last = i
    print(total, last, type(last).__name__, last == 10 ** 6 + 1995)
    kept = [i for i in range(2000, 2005)]
    for i in range(2000, 2005):
        kept.append(i)
        kept.append(i * 3 - 1)
    print(kept)
    s = 2 ** 62
    for i in range(3):
        s += s
    print(s)
    n = -5000
    n -= 2 ** 63 - 1
    print(n)
    m = 7
    for i in range(1000, 1003):
        m = m * i + i
    print(m, m - 1, m // 3)


swaps()
unbound_value()
print(unbound_first())
pairs()
targets_change_list()
big_ints()
