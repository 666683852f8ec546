# attributes set on a user exception instance
class E(Exception): pass
e = E("x")
e.extra = 5
print(e.extra, vars(e), hasattr(e, "missing"))
