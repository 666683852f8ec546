# The warnings module's Go side (warn, warn_explicit, the filter walk, the
# caller's location) under hostile filters, registries and callbacks.
# --- filters_mutated_during_match
import warnings
class Pat:
    def match(self, s):
        warnings.filters.clear()
        return False
warnings.filters[:] = [("ignore", Pat(), Warning, None, 0)] * 5
warnings.warn("x")
# --- filters_not_a_list
import warnings
warnings.filters = None
try:
    warnings.warn("x")
except ValueError as e:
    print(e)
# --- filters_bad_items
import warnings
for bad in [(), ("ignore",), (1, None, Warning, None, 0), ("ignore", None, 3, None, 0), ("ignore", None, Warning, None, "x"), ("ignore", 5, Warning, None, 0)]:
    warnings.filters[:] = [bad]
    try:
        warnings.warn("x")
    except Exception as e:
        print(type(e).__name__)
# --- registry_not_a_dict
import warnings
__warningregistry__ = [1, 2]
try:
    warnings.warn("x")
except TypeError as e:
    print(e)
__warningregistry__ = {"version": "bad", ("x", UserWarning, 1): 0}
warnings.warn("x")
# --- message_str_raises
import warnings
class W(UserWarning):
    def __str__(self):
        raise ValueError("no str")
try:
    warnings.warn(W())
except ValueError as e:
    print(e)
# --- category_metaclass
import warnings
class Meta(type):
    def __subclasscheck__(cls, sub):
        raise RuntimeError("check")
class Odd(UserWarning, metaclass=Meta):
    pass
warnings.filters.insert(0, ("ignore", None, Odd, None, 0))
try:
    warnings.warn("x")
except RuntimeError as e:
    print(e)
# --- showwarning_recurses
import warnings
def show(*a):
    warnings.warn("again")
warnings.showwarning = show
warnings.simplefilter("always")
try:
    warnings.warn("x")
except RecursionError:
    print("recursion")
# --- explicit_extremes
import warnings
for ln in (0, -1, 2**31 - 1, 2**31, -2**31 - 1, 2**100):
    try:
        warnings.warn_explicit("x", UserWarning, "f.py", ln)
    except (OverflowError, TypeError) as e:
        print(type(e).__name__)
warnings.warn_explicit("x", UserWarning, "", 1)
warnings.warn_explicit("x", UserWarning, "f.py", 1, module=5)
# --- stacklevel_extremes
import warnings
for level in (2**62, -2**62, 2**100, True):
    try:
        warnings.warn("x", stacklevel=level)
    except OverflowError as e:
        print(e)
# --- defaultaction_and_onceregistry
import warnings
warnings.resetwarnings()
warnings.defaultaction = 5
try:
    warnings.warn("x")
except TypeError as e:
    print(e)
warnings.defaultaction = "once"
warnings.onceregistry = None
warnings.warn_explicit("y", UserWarning, "f.py", 1)
# --- catch_warnings_module_arg
import warnings, math
try:
    with warnings.catch_warnings(module=math):
        pass
except Exception as e:
    print(type(e).__name__)
# --- unawaited_with_error_filter
import warnings
warnings.simplefilter("error")
async def c():
    pass
for i in range(100):
    c()
# --- showwarning_not_callable_in_catch
import warnings
with warnings.catch_warnings():
    warnings.showwarning = 3
    try:
        warnings.warn("x")
    except TypeError as e:
        print(e)
