# __setattr__ with object.__setattr__
class P:
    def __setattr__(self, name, value):
        print("set", name, value)
        object.__setattr__(self, name, value * 2)
p = P()
p.x = 5
print(p.x)
setattr(p, "y", 1)
print(p.y)
