# a class with __init__, instance and class attributes
class P:
    kind = "point"
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = P(1, 2)
print(p.x, p.y, p.kind, P.kind)
p.kind = "mine"
print(p.kind, P.kind)
