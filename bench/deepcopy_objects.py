# copy.deepcopy of nested data: dicts, lists, tuples, sets, instances, shared references and a
# cycle (the memo).

import copy


class Node:
    def __init__(self, name, children, meta):
        self.name = name
        self.children = children
        self.meta = meta


def build(depth, width, shared):
    if depth == 0:
        return {"leaf": True, "values": [1, 2.5, "x", (3, 4)], "shared": shared}
    kids = [build(depth - 1, width, shared) for _ in range(width)]
    return Node("n%d" % depth, kids, {"depth": depth, "tags": {"a", "b"}, "shared": shared})


shared = [1, 2, 3]
tree = build(5, 4, shared)
cycle = {"name": "root"}
cycle["self"] = cycle
data = {"tree": tree, "cycle": cycle, "list": [tree, tree], "tuple": (shared, shared)}
total = 0
for _ in range(30):
    c = copy.deepcopy(data)
    assert c["list"][0] is c["list"][1] and c["cycle"]["self"] is c["cycle"]
    assert c["tuple"][0] is c["tuple"][1] and c["tuple"][0] is not shared
    node = c["tree"]
    while isinstance(node, Node):
        total += node.meta["depth"]
        node = node.children[-1]
    total += len(node["values"])
print(total)
