# assigning a dunder after class creation updates behaviour
class P:
    def __init__(self, v):
        self.v = v
def add(self, o):
    return P(self.v + o.v)
P.__add__ = add
print((P(1) + P(2)).v)
P.__repr__ = lambda self: "P<%d>" % self.v
print(P(5), [P(6)])
