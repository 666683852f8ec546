# stacklevel names the caller's caller, its line and source; past the outermost frame it is sys:1
# compare: whole-stderr
import warnings


def deprecated_api(x):
    warnings.warn("deprecated_api is deprecated", DeprecationWarning, stacklevel=2)
    return x * 2


def helper():
    warnings.warn("from helper", UserWarning, stacklevel=1)


def level3():
    warnings.warn("three up", stacklevel=3)


def middle():
    level3()


def caller():
    return deprecated_api(
        21)


print(caller())
print(deprecated_api(1))
helper()
middle()
warnings.warn("zero", stacklevel=0)
warnings.warn("negative", stacklevel=-5)
warnings.warn("far away", stacklevel=50)
warnings.warn("far again", stacklevel=50)


class Thing:
    def old(self):
        warnings.warn("Thing.old is old", FutureWarning, stacklevel=2)
        return 1

    @property
    def prop(self):
        warnings.warn("prop", stacklevel=2)
        return 2


t = Thing()
t.old()
value = t.prop + 1
lam = lambda: warnings.warn("in lambda")
lam()
print([warnings.warn("in comprehension") for _ in range(2)])
