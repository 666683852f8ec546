# keyword arguments to a user exception with __init__
class E(Exception):
    def __init__(self, msg, *, level=0):
        super().__init__(msg)
        self.level = level
e = E("m", level=3)
print(e, e.level, e.args)
