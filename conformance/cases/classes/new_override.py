# __new__ runs before __init__
class P:
    def __new__(cls, *args):
        print("new", cls.__name__, args)
        return super().__new__(cls)
    def __init__(self, x):
        print("init", x)
        self.x = x
p = P(5)
print(p.x)
