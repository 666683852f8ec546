# CPython 3.11's default filters: DeprecationWarning shown in __main__ only, the pending/import/resource ones ignored
# compare: whole-stderr
import warnings
for f in warnings.filters:
    print(f)
print(warnings.defaultaction, warnings.onceregistry)
warnings.warn("deprecated in main", DeprecationWarning)
warnings.warn("pending", PendingDeprecationWarning)
warnings.warn("import", ImportWarning)
warnings.warn("resource", ResourceWarning)
warnings.warn("bytes", BytesWarning)
warnings.warn("future", FutureWarning)


def f():
    warnings.warn("deprecated in a function of main", DeprecationWarning)


f()
f()
print("done")
