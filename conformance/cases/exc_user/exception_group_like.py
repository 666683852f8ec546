# storing other exceptions in a user exception
class Multi(Exception):
    def __init__(self, errors):
        super().__init__("%d errors" % len(errors))
        self.errors = errors
try:
    raise Multi([ValueError(1), TypeError(2)])
except Multi as m:
    print(m, [type(e).__name__ for e in m.errors])
