# the class __dict__ holds its attributes
class A:
    x = 1
    def f(self): pass
d = A.__dict__
print("x" in d, "f" in d, "g" in d, d["x"])
