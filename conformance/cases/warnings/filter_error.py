# simplefilter("error") turns warnings into exceptions the program catches
# compare: whole-stderr
import warnings
warnings.simplefilter("error")
try:
    warnings.warn("boom")
except UserWarning as e:
    print(type(e).__name__, e, e.args)
try:
    warnings.warn("rt", RuntimeWarning)
except Warning as e:
    print(repr(e))
inst = DeprecationWarning("the instance", 2)
try:
    warnings.warn(inst)
except DeprecationWarning as e:
    print(e is inst, e.args)
warnings.resetwarnings()
warnings.filterwarnings("error", category=DeprecationWarning)
try:
    warnings.warn("old", DeprecationWarning)
except DeprecationWarning as e:
    print("caught", e)
try:
    warnings.warn("pending", PendingDeprecationWarning)
    print("not an error: default action")
except Warning:
    print("wrong")


def f():
    warnings.warn("from f", DeprecationWarning, stacklevel=2)


try:
    f()
except DeprecationWarning as e:
    print("caught from f:", e)
