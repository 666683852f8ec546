# argument errors of warn, filterwarnings and simplefilter
import warnings
for bad in (int, "UserWarning", 3, Exception):
    try:
        warnings.warn("x", bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    warnings.warn("x", stacklevel="2")
except TypeError as e:
    print("TypeError:", e)
try:
    warnings.warn()
except TypeError as e:
    print("TypeError:", e)
for call in (lambda: warnings.filterwarnings("bogus"),
             lambda: warnings.simplefilter("loud"),
             lambda: warnings.filterwarnings("ignore", message=5),
             lambda: warnings.filterwarnings("ignore", category=5),
             lambda: warnings.filterwarnings("ignore", category=int),
             lambda: warnings.filterwarnings("ignore", module=None),
             lambda: warnings.filterwarnings("ignore", lineno=-1),
             lambda: warnings.simplefilter("ignore", lineno="1")):
    try:
        call()
    except AssertionError as e:
        print("AssertionError:", e)
warnings.filters.insert(0, ("shout", None, Warning, None, 0))
try:
    warnings.warn("unknown action")
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
warnings.filters.pop(0)
warnings.filters.insert(0, ("ignore", None))
try:
    warnings.warn("short filter")
except ValueError as e:
    print("ValueError:", e)
warnings.filters.pop(0)
print(warnings.__all__)
