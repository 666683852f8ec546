# repr of a list containing itself
l = [1, 2]
l.append(l)
print(l)
print(repr(l), str(l), len(l))
l2 = [l]
print(l2)
