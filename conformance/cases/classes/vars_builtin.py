# vars() of an instance
class P:
    def __init__(self, x):
        self.x = x
p = P(1)
print(vars(p))
vars(p)["y"] = 2
print(p.y)
try:
    vars(1)
except TypeError as e:
    print(e)
