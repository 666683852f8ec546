# Attribute sites whose instance keys are the same names made apart (setattr with a
# computed name, __dict__ writes, vars), deleted and re-added attributes, and an
# instance attribute that shadows a method after the method's site was warm.


class P:
    def __init__(self, a, b):
        self.a = a
        self.b = b

    def m(self):
        return "method"

    def read(self):
        return self.a, self.b

    def call(self):
        return self.m()


ps = [P(i, -i) for i in range(4)]
for p in ps:
    print(p.read(), p.call())

# The same names, made at run time: equal strings, not the site's own.
q = P.__new__(P)
setattr(q, "".join(["b"]), "B")
setattr(q, "a" + "", "A")
print(q.read(), q.__dict__)
q.__dict__["".join(["a"])] = "A2"
print(q.read(), q.a)

# Deleted and re-added: the site's remembered position holds a hole.
r = P(1, 2)
print(r.read())
del r.a
try:
    r.read()
except AttributeError as e:
    print("AttributeError:", e)
r.a = 3
print(r.read(), list(vars(r)))

# A method shadowed by an instance attribute after its site ran.
s = P(5, 6)
print(s.call())
s.m = lambda: "instance"
print(s.call())
del s.m
print(s.call())
setattr(s, "".join("m"), lambda: "computed")
print(s.call())

# Names of the same length and first/last letters as other attributes.
class Q:
    def __init__(self):
        self.ab = 1
        self.ax = 2
        self.xb = 3

    def get(self):
        return self.ab + 10 * self.ax + 100 * self.xb

    def ab2(self):
        return "m"


qs = [Q() for _ in range(3)]
qs[1].__dict__.clear()
qs[1].xb = 7
qs[1].ax = 8
qs[1].ab = 9
for o in qs:
    print(o.get(), o.ab2())

# Stores through a site, names made apart in between.
class R:
    def set(self, v):
        self.v = v
        self.w = v * 2
        return self.v + self.w


t = R()
print(t.set(1))
setattr(t, "w" + "", 100)
print(t.w, t.set(2), t.__dict__)
