# uncaught assignment to a read-only property
class P:
    @property
    def x(self): return 1
P().x = 2
