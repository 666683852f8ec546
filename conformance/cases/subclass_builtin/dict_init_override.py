# a dict subclass with its own __init__
class Config(dict):
    def __init__(self, name, **kw):
        super().__init__(**kw)
        self.name = name
c = Config("cfg", x=1, y=2)
print(c, c.name, len(c))
