# malformed filters, registries, defaultaction and messages: CPython's errors, in its order of checks
# compare: whole-stderr
import warnings
for bad in [(), ("ignore",), (1, None, Warning, None, 0), ("ignore", None, 3, None, 0),
            ("ignore", None, Warning, None, "x"), ("ignore", 5, Warning, None, 0)]:
    warnings.filters[:] = [bad]
    try:
        warnings.warn("x")
    except Exception as e:
        print(type(e).__name__, e)
warnings.resetwarnings()
__warningregistry__ = [1, 2]
try:
    warnings.warn("x")
except TypeError as e:
    print(e)
__warningregistry__ = {"version": "bad", ("x", UserWarning, 1): 0}
warnings.warn("registry reset")
print(__warningregistry__)


class W(UserWarning):
    def __str__(self):
        raise ValueError("no str")


try:
    warnings.warn(W())
except ValueError as e:
    print(e)
for ln in (0, -1, 2**31 - 1, 2**31, 2**100):
    try:
        warnings.warn_explicit("x", UserWarning, "f.py", ln)
    except (OverflowError, TypeError) as e:
        print(type(e).__name__)
warnings.warn_explicit("x", UserWarning, "", 1)
warnings.filters[:] = [("default", None, DeprecationWarning, "__main__", 0)]
try:
    warnings.warn_explicit("x", UserWarning, "f.py", 2, module=5)
except TypeError as e:
    print(e)
warnings.filters[:] = []
warnings.defaultaction = 5
try:
    warnings.warn("x")
except TypeError as e:
    print(type(e).__name__)
warnings.defaultaction = "once"
warnings.onceregistry = None
try:
    warnings.warn_explicit("y", UserWarning, "f.py", 1)
except TypeError as e:
    print(type(e).__name__)
