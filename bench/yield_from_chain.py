# Generators delegating through deep `yield from` chains (recursive tree walks, nested
# pipelines), plus send() through a chain.


def leaf(n):
    for i in range(n):
        yield i


def chain(depth, n):
    if depth == 0:
        yield from leaf(n)
    else:
        yield from chain(depth - 1, n)


def walk(tree):
    if isinstance(tree, int):
        yield tree
        return
    for sub in tree:
        yield from walk(sub)


def make_tree(depth):
    if depth == 0:
        return depth + 1
    return [make_tree(depth - 1), make_tree(depth - 1), depth]


def accumulator():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x


def relay(depth):
    if depth == 0:
        return (yield from accumulator())
    return (yield from relay(depth - 1))


total = 0
for _ in range(12):
    total += sum(chain(20, 20000))
tree = make_tree(13)
for _ in range(6):
    total += sum(walk(tree))
g = relay(15)
next(g)
for i in range(100000):
    total += g.send(i)
print(total)
