# Module-level annotated names are recorded in __annotations__, in order,
# after the value is stored; complex targets evaluate their annotation and
# discard it.
print(__annotations__)
x: int = 1
y: "list[int]"
x: float = 2.5
print(__annotations__, x)


class A:
    pass


a = A()
a.attr: int = 3
d = {}
d["k"]: str = "v"
print(__annotations__, a.attr, d)
if False:
    z: bytes = b""
print("z" in __annotations__)
try:
    w: Undefined = 1
except NameError as e:
    print("NameError:", e, w)
