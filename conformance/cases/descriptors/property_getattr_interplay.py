# an AttributeError in a property getter triggers __getattr__
class C:
    @property
    def p(self): raise AttributeError("inner")
    def __getattr__(self, name): return "getattr " + name
print(C().p)
