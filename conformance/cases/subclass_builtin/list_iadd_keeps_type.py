# += on a list subclass keeps the instance
class L(list): pass
l = L([1])
orig = l
l += [2, 3]
print(l, l is orig, type(l).__name__)
