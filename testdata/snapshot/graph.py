# Shared references and cycles.
a = [1, 2]
b = {"x": a, "y": a}
c = (a, a)
a.append(b)
class Node:
    def __init__(self, v, nxt=None):
        self.v, self.nxt = v, nxt
n1 = Node(1); n2 = Node(2, n1); n1.nxt = n2
fs = frozenset({(1, 2), frozenset({3})})
key = (1, frozenset({2}))
m = {key: [key], fs: "fs"}
#--- restore ---
print(b["x"] is b["y"] is a, c[0] is a, a[2] is b)
print(n1.nxt.nxt is n1, n2.v, n1.nxt.v)
print(sorted(map(repr, fs)), m[key][0] is key, m[fs])
a.append(3); print(len(b["x"]))
