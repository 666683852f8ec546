# the line a warning names in multi-line statements: dunders, iteration, with, decorators, nested calls
# compare: whole-stderr
import warnings
warnings.simplefilter("always")
class V:
    def __add__(self, o):
        warnings.warn("add", stacklevel=2)
        return self
    def __iter__(self):
        warnings.warn("iter", stacklevel=2)
        return iter([1])
    def __enter__(self):
        warnings.warn("enter", stacklevel=2)
        return self
    def __exit__(self, *a):
        warnings.warn("exit", stacklevel=2)
def deco(f):
    warnings.warn("deco", stacklevel=2)
    return f
v = V()
x = (v +
     v)
y = (len([1]),
     v + v)
for a in v:
    pass
with v:
    pass
@deco
def g(): pass
z = [
    1,
    warnings.warn("in list"),
]
def h(n):
    warnings.warn("h", stacklevel=2)
    return n
w = h(h(
    1))
print(x is v)
