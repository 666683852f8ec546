# iterating a list subclass
class L(list): pass
l = L("abc")
print([x.upper() for x in l], list(reversed(l)), "-".join(l))
