# The test of if/while/elif/a conditional expression asks each operand's truth once,
# as CPython's jumps do: `if a and b` with a false calls a.__bool__ once.
log = []


class B:
    def __init__(self, name, value):
        self.name, self.value = name, value

    def __bool__(self):
        log.append(self.name)
        return self.value


f, t = B("f", False), B("t", True)

if f and t:
    print("and: yes")
else:
    print("and: no")
if t or f:
    print("or: yes")
if f or t:
    print("or2: yes")
if not f:
    print("not: yes")
if not (f and t) and (t or f):
    print("mixed: yes")
if f and t and t:
    pass
elif f or f or t:
    print("elif: yes")
print(1 if f or t else 2, 3 if f and t else 4)
n = 0
while t and n < 2:
    n += 1
print("while", n)
print(log)
log.clear()


class R:
    """A rich comparison result that is not a bool."""

    def __init__(self, v):
        self.v = v

    def __bool__(self):
        log.append(("R", self.v))
        return self.v


class C:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return R(self.v == other)

    def __lt__(self, other):
        return R(self.v < other)

    def __contains__(self, x):
        log.append(("in", x))
        return x == self.v


c = C(3)
if c == 3:
    print("eq 3")
if c == 4:
    print("eq 4")
if c < 2:
    print("lt 2")
if 3 in c and 4 not in c:
    print("in")
if c is c and c is not None:
    print("is")
print(log)


class Bad:
    def __bool__(self):
        raise ValueError("no truth")


class BadCmp:
    def __eq__(self, other):
        return Bad()


for test in (lambda: 1 if BadCmp() == 1 else 0, lambda: Bad() and 1):
    try:
        test()
    except ValueError as e:
        print("ValueError", e)


class NotBool:
    def __bool__(self):
        return 2


try:
    if NotBool():
        pass
except TypeError as e:
    print("TypeError", e)
try:
    while 1 == 1 and NotBool():
        pass
except TypeError as e:
    print("TypeError", e)

x = [1, 2, 3]
i = 0
while i < len(x) and x[i] != 3:
    i += 1
print(i, 5 if x else 6, 7 if not x else 8)
u = None
if u is None or u.missing:
    print("short")
g = 3
if g == 3 and "a" in "abc" and g is not None:
    print("globals")
