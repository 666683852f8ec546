# filterwarnings matches message regexes (case-insensitive, at the start), category subclasses, module and lineno
# compare: whole-stderr
import warnings


class AppWarning(UserWarning):
    pass


class SubAppWarning(AppWarning):
    pass


warnings.filterwarnings("ignore", message="noisy")
warnings.warn("noisy thing")
warnings.warn("NOISY THING")
warnings.warn("not noisy")
warnings.filterwarnings("ignore", message=r".*\d+ items")
warnings.warn("dropped 12 items")
warnings.warn("dropped many items")
warnings.filterwarnings("ignore", category=AppWarning)
warnings.warn("app", AppWarning)
warnings.warn("sub app", SubAppWarning)
warnings.warn("user", UserWarning)
warnings.filterwarnings("ignore", module="other")
warnings.warn("module does not match")
warnings.filterwarnings("ignore", module="__ma")
warnings.warn("module prefix matches")
warnings.resetwarnings()
warnings.filterwarnings("ignore", lineno=32)
warnings.warn("line 31 shown")
warnings.warn("line 32 hidden")
warnings.filterwarnings("error", message="bad", category=RuntimeWarning)
warnings.warn("bad but user", UserWarning)
try:
    warnings.warn("bad runtime", RuntimeWarning)
except RuntimeWarning as e:
    print("error:", e)
for f in warnings.filters:
    print(f[0], f[1] is None or f[1].pattern, f[2].__name__, f[3] is None or f[3].pattern, f[4])
print(warnings.filters[0][1].flags & 2)
