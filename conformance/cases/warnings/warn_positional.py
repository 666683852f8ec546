# warnings.warn called with one or two positional arguments (bound without
# keyword matching), the location's file name shared by the warnings of one
# file, and the module name of the filters when __name__ is not a str.
import warnings


FN = None


def show(log):
    for m in log:
        print(m.category.__name__, str(m.message), m.lineno, m.filename == FN)


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn("one")
    FN = log[0].filename
    warnings.warn("two", DeprecationWarning)
    warnings.warn("three", None)
    warnings.warn(UserWarning("inst"), DeprecationWarning)
    warnings.warn("kw", category=RuntimeWarning, stacklevel=1)
    for bad in (int, 3, "x"):
        try:
            warnings.warn("bad", bad)
        except TypeError as e:
            print("TypeError", e)
    try:
        warnings.warn()
    except TypeError as e:
        print("TypeError", e)
    try:
        warnings.warn("a", UserWarning, 1, None, 5)
    except TypeError as e:
        print("TypeError", e)
show(log)
print(log[0].filename is log[1].filename, len(log))

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("ignore")
    warnings.filterwarnings("always", module="<string>")
    saved = __name__
    __name__ = 5
    warnings.warn("name not a str")
    __name__ = saved
    warnings.warn("from main")
show(log)

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("default")
    for i in range(5):
        warnings.warn("same place")
        warnings.warn("same place", SyntaxWarning)
show(log)
print(sorted(str(k) for k in __warningregistry__ if k != 'version')[:3])
