# __dict__ of instances is a live dict
class P:
    def __init__(self):
        self.a = 1
p = P()
d = p.__dict__
d["b"] = 2
print(p.b, sorted(p.__dict__.items()))
p.c = 3
print(d)
