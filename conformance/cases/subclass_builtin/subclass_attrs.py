# builtin subclass instances have a __dict__
class L(list): pass
l = L()
l.tag = "t"
print(l.tag, vars(l))
