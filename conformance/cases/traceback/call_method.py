# a method call through an attribute
class A:
    def m(self):
        return self.n()
    def n(self):
        raise KeyError("k")
v = A().m() or 1
