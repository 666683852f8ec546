# audit: gc, traceback.format_exc in nested handlers, print_exc to stderr
import gc, traceback, sys
print(gc.collect(), gc.get_threshold() is not None)
def fail():
    raise ValueError("inner")
try:
    try:
        fail()
    except ValueError:
        print(traceback.format_exc(), end="")
        raise TypeError("outer")
except TypeError:
    traceback.print_exc()
    print(traceback.format_exc(limit=0).splitlines()[-1])
print(traceback.format_exception_only(KeyError("k")), file=sys.stdout)
