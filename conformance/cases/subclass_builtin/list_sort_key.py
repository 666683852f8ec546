# sorting a list subclass in place
class L(list): pass
l = L([3, 1, 2])
l.sort()
print(l, type(l).__name__)
