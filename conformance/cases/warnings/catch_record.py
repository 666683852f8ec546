# catch_warnings(record=True): WarningMessage objects with message, category, filename, lineno, line and str()
import warnings


def risky():
    warnings.warn("first", UserWarning)
    warnings.warn("second", DeprecationWarning, stacklevel=2)
    return 1


with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    risky()
    risky()
    print(len(w))
    for m in w:
        print(type(m).__name__, repr(m.message), m.category.__name__, m.filename.endswith("catch_record.py"), m.lineno, m.line, m.file, m.source)
    print(str(w[0]).replace(w[0].filename, "FILE"))
    print(issubclass(w[-1].category, DeprecationWarning), str(w[-1].message))
print(len(w))
with warnings.catch_warnings(record=True) as w2:
    warnings.warn("default filters: once per location")
    for i in range(3):
        warnings.warn("in loop")
    warnings.warn("pending", PendingDeprecationWarning)
print([str(m.message) for m in w2])
with warnings.catch_warnings() as nothing:
    print(nothing)
    warnings.simplefilter("ignore")
print(warnings.filters[0])
with warnings.catch_warnings(record=True, action="error") as w3:
    try:
        warnings.warn("raised inside")
    except UserWarning as e:
        print("raised:", e)
print(w3)
cw = warnings.catch_warnings(record=True)
print(repr(cw), repr(warnings.catch_warnings()))
with cw:
    try:
        with cw:
            pass
    except RuntimeError as e:
        print(e)
try:
    warnings.catch_warnings().__exit__(None, None, None)
except RuntimeError as e:
    print(e)
m = warnings.WarningMessage("msg", UserWarning, "f.py", 3)
print(m, m.file, m.line, m.source)
print(warnings.WarningMessage("msg", None, "f.py", 3))
with warnings.catch_warnings(record=True) as w4:
    warnings.simplefilter("always")
    warnings.warn("one")
    with warnings.catch_warnings(record=True) as w5:
        warnings.simplefilter("always")
        warnings.warn("inner")
    warnings.warn("two")
print([str(x.message) for x in w4], [str(x.message) for x in w5])
