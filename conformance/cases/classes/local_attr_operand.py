# obj.name with obj a local, used as an operand (a subscript's object, a
# comparison's side, a call's argument, arithmetic): plain attributes,
# class defaults, properties, __getattr__, slots,
# builtin subclasses, methods, an unbound local and a missing attribute.


class Plain:
    default = 7

    def __init__(self):
        self.cells = [10, 20, 30]
        self.x = 2.5


class Prop(Plain):
    @property
    def cells(self):
        print("property cells")
        return [1, 2, 3]

    @cells.setter
    def cells(self, v):
        pass


class Dyn:
    def __getattr__(self, name):
        print("__getattr__", name)
        return [name, name]


class Slotted:
    __slots__ = ("cells", "x")

    def __init__(self):
        self.cells = [4, 5, 6]
        self.x = -1


class L(list):
    pass


def use(o, i):
    out = []
    out.append(o.cells[i])
    out.append(o.cells[i] == 20)
    out.append(len(o.cells))
    if o.cells[0] < o.x * 100:
        out.append("lt")
    out.append(o.x * 2 + o.default if hasattr(o, "default") else o.x)
    return out


for o in (Plain(), Prop(), Slotted()):
    print(type(o).__name__, use(o, 1))

d = Dyn()


def dyn(o):
    return o.cells[0], o.cells == ["cells", "cells"], len(o.x)


print(dyn(d))

# A subclass of a builtin as the attribute's value, and a method bound.
p = Plain()
p.cells = L([3, 1, 2])


def sub(o):
    o.cells.sort()
    m = o.cells.append
    m(9)
    return o.cells[-1], type(o.cells).__name__, o.cells


print(sub(p))


# The instance gains and loses an attribute that shadows the class's.
def shadow(o):
    return [o.default, o.default + 1]


q = Plain()
print(shadow(q))
q.default = 100
print(shadow(q))
del q.default
print(shadow(q))
Plain.default = -3
print(shadow(q))


# The class changes between calls: the site must see the new property.
def cls_change(o):
    return o.x * 2


r = Plain()
print(cls_change(r))
Plain.x = property(lambda self: 11)
print(cls_change(r))
del Plain.x
print(cls_change(r))


# Errors: an unbound local and a missing attribute, caught.
def unbound():
    if False:
        o = Plain()
    return o.cells[0]


try:
    unbound()
except UnboundLocalError as e:
    print("UnboundLocalError", e)


def missing(o):
    return o.nope[0] + 1


try:
    missing(Plain())
except AttributeError as e:
    print("AttributeError", e)


def on_none(o):
    return o.cells == 1


try:
    on_none(None)
except AttributeError as e:
    print("AttributeError", e)

# An attribute on its own line of a multi-line expression, uncaught.


def multi(o):
    return (1 +
            o.missing_attr[0])


multi(Plain())
