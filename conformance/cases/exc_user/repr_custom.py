# __repr__ of a user exception
class E(Exception):
    def __repr__(self): return "E!"
print(repr(E()), [E()], str(E("s")))
