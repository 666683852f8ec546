# warn_explicit's registry and action edges: a registry that is a dict subclass (its
# overrides are not called), an unknown action, a message that is not a str, a Warning
# instance whose str is a subclass, "once" without a registry, module names derived from
# file names
# compare: whole-stderr
import warnings


class Reg(dict):
    def get(self, *a):
        raise AssertionError("get called")

    def __setitem__(self, k, v):
        raise AssertionError("setitem called")

    def clear(self):
        raise AssertionError("clear called")


reg = Reg()
warnings.simplefilter("default")
warnings.warn_explicit("sub registry", UserWarning, "f.py", 3, registry=reg)
warnings.warn_explicit("sub registry", UserWarning, "f.py", 3, registry=reg)
print(sorted(map(repr, reg.items())))
warnings.filters.insert(0, ("bogus", None, Warning, None, 0))
try:
    warnings.warn("x")
except RuntimeError as e:
    print(type(e).__name__, e)
warnings.filters.pop(0)
warnings.simplefilter("always")
warnings.warn(123)
warnings.warn(("tuple", 1), RuntimeWarning)


class S(str):
    pass


class W(UserWarning):
    def __str__(self):
        return S("custom str")


warnings.warn(W("ignored arg"))
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn(W("a"))
    warnings.warn_explicit("m", UserWarning, "g.py", 7)
    warnings.warn_explicit("m", UserWarning, "", 7)
    warnings.warn_explicit("m", UserWarning, "h.pyc", 7)
for m in log:
    print(type(m.message).__name__, repr(str(m.message)), m.category.__name__, m.filename, m.lineno)
warnings.resetwarnings()
warnings.simplefilter("once")
warnings.onceregistry.clear()
for i in range(3):
    warnings.warn_explicit("once no registry", UserWarning, "f.py", i + 1)
print(sorted(map(repr, warnings.onceregistry)))
warnings.simplefilter("module")
r = {}
for i in range(3):
    warnings.warn_explicit("per module", UserWarning, "f.py", i + 1, registry=r)
print(sorted(map(repr, r.items())))
warnings.simplefilter("ignore")
r = {}
warnings.warn_explicit("ignored", UserWarning, "f.py", 1, registry=r)
print(r)
warnings.simplefilter("error")
try:
    warnings.warn_explicit("raised", UserWarning, "f.py", 1, registry=r)
except UserWarning as e:
    print("raised", e, r)
warnings.resetwarnings()
warnings.filterwarnings("ignore", module="mod")
warnings.warn_explicit("by module name", UserWarning, "mod.py", 1)
warnings.warn_explicit("by module name", UserWarning, "other.py", 1)


class Loud(UserWarning):
    def __init__(self, *a):
        print("Loud made", a)
        super().__init__(*a)


warnings.simplefilter("ignore")
warnings.warn("quiet", Loud)
r = {}
warnings.simplefilter("default")
warnings.warn_explicit("seen", Loud, "f.py", 1, registry=r)
warnings.warn_explicit("seen", Loud, "f.py", 1, registry=r)
warnings.simplefilter("error")
try:
    warnings.warn("raised lazily", DeprecationWarning)
except DeprecationWarning as e:
    print(type(e).__name__, e.args)
print("done")
