# a data descriptor wins over the instance dict
class C:
    @property
    def x(self): return "property"
c = C()
c.__dict__["x"] = "dict"
print(c.x)
