# recursive generators with yield from (tree walk)
tree = (1, (2, (4,), (5,)), (3, (6,)))
def walk(node):
    yield node[0]
    for child in node[1:]:
        yield from walk(child)
print(list(walk(tree)))
def flatten(x):
    if isinstance(x, list):
        for y in x:
            yield from flatten(y)
    else:
        yield x
print(list(flatten([1, [2, [3, [4]], 5], [[6]]])))
