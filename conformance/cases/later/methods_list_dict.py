# common list and dict methods
l = [3, 1, 2]
l.sort()
l.insert(0, 9)
l.extend([7])
l.remove(1)
print(l, l.index(2), l.count(9))
d = {"a": 1}
d.update(b=2)
d.setdefault("c", 3)
print(d, d.copy(), sorted(d))
