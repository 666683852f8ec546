# assigning args
class E(Exception): pass
e = E(1)
e.args = ("a", "b")
print(e, e.args)
