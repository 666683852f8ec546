# instances are hashable by default and usable as dict keys
class P: pass
a, b = P(), P()
d = {a: 1, b: 2}
print(d[a], d[b], len({a, a, b}))
