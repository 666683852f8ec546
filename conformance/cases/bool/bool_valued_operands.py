# and/or whose operands are not, is, in (always a bool) and plain operands (self.x, globals,
# locals): the values returned, each __bool__ asked once, __contains__'s result made a bool,
# errors from a test.


class T:
    def __init__(self, name, v):
        self.name, self.v = name, v

    def __bool__(self):
        print("bool", self.name)
        return self.v


class Box:
    def __contains__(self, x):
        print("contains", x)
        return x  # any object: `in` makes it a bool


class S:
    def __init__(self):
        self.held = T("held", False)
        self.susp = T("susp", True)
        self.q = None
        self.items = Box()

    def runnable(self):
        return not self.held and not self.susp and (not self.q or self.q is not None)

    def other(self):
        return not self.held or self.q is None and 3 in self.items

    def mixed(self):
        return self.q is None and self.held or self.susp

    def values(self):
        return self.held and self.susp, self.susp and self.held, self.q or self.susp


s = S()
print(s.runnable())
print(s.other())
print(s.mixed().name)
print([x.name for x in s.values()])
print(0 in s.items and "yes", 5 in s.items and "yes", not 0 in s.items)

g = T("g", True)
print((not g) or "fallback", g and not g, (not g) is False)
x = []
print(not x and "empty", not x is None, x is not None or 1)


class Bad:
    def __bool__(self):
        raise ValueError("no truth")


b = Bad()
try:
    print(1 and not b)
except ValueError as e:
    print("ValueError", e)
try:
    print(not b or 2)
except ValueError as e:
    print("ValueError", e)


class RaisesIn:
    def __contains__(self, x):
        raise KeyError(x)


try:
    print(True and 1 in RaisesIn())
except KeyError as e:
    print("KeyError", e)
