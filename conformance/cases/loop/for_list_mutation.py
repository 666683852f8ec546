# for over a list walks it by index as list_iterator does: the body may append, remove, clear or
# replace items; break/continue/else/return; targets that are locals, globals, attributes, items
def f(l):
    seen = []
    for x in l:
        seen.append(x)
        if x == 2:
            l.append(99)
        if x == 3:
            l.remove(1)
        if x == 99:
            l[:] = [7, 8]
    return seen, l


print(f([1, 2, 3, 4]))


def g():
    l = [1, 2, 3]
    out = []
    for x in l:
        out.append(x)
        l.clear()
    else:
        out.append("else")
    for x in l:
        out.append("never")
    else:
        out.append("else2")
    for x in [5, 6, 7]:
        if x == 6:
            continue
        out.append(x)
    for x in [5, 6, 7]:
        if x == 6:
            break
    else:
        out.append("no")
    out.append(x)
    return out


print(g())


class C:
    pass


c = C()
d = {}
items = [0, 0]
for c.attr in [1, 2]:
    pass
for d["k"] in [3, 4]:
    pass
for items[1] in [5, 6]:
    pass
for (a, b) in [(1, 2), (3, 4)]:
    pass
for glob in ["g1", "g2"]:
    pass
print(c.attr, d, items, a, b, glob)


def h():
    for x in [1, 2, 3]:
        if x == 2:
            return x * 10
    return None


def k():
    total = 0
    for x in [1, 2, 3]:
        def inner():
            return x
        total += inner()
    return total


print(h(), k())


class L(list):
    def __iter__(self):
        return iter([42])


for x in L([1, 2]):
    print("subclass", x)
try:
    for x in [1, 2]:
        del x
        print(x)
except NameError as e:
    print("NameError", e)
except UnboundLocalError as e:
    print("UnboundLocalError", e)
