# dir(module) lists the module's names, sorted, with __name__ and __doc__
import math
import json

names = dir(math)
print(names == sorted(names))
print("__name__" in names, "__doc__" in names, "__class__" in names)
print([n for n in names if not n.startswith("__")])
print([n for n in dir(json) if n in ("dumps", "loads", "JSONDecodeError")])
for n in ("sqrt", "pi", "floor"):
    print(n, n in dir(math), hasattr(math, n))
