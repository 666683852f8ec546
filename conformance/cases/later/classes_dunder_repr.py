# __repr__ and __eq__ on a user class
class V:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return "V(" + repr(self.v) + ")"
    def __eq__(self, other):
        return isinstance(other, V) and self.v == other.v
print([V(1), V("a")], V(1) == V(1), V(1) != V(2))
