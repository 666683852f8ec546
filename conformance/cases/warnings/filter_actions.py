# the actions always, once, module and default, and the registry reset when filters change
# compare: whole-stderr
import warnings


def emit(msg, cat=UserWarning):
    warnings.warn(msg, cat)


warnings.simplefilter("always")
for i in range(3):
    warnings.warn("always shown")
warnings.simplefilter("once")
for i in range(2):
    warnings.warn("once only")
warnings.warn("once only")
emit("once only")
warnings.simplefilter("module")
warnings.warn("module level")
warnings.warn("module level")
emit("module level")
warnings.warn("module level", RuntimeWarning)
warnings.simplefilter("default")
for i in range(2):
    warnings.warn("default action")
warnings.warn("default action")
emit("from emit")
emit("from emit")
warnings.resetwarnings()
print(warnings.filters)
emit("from emit")
warnings.warn("no filters: default action")
warnings.warn("dep with no filters", DeprecationWarning)
print("done")
