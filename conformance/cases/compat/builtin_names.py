# __name__, __qualname__ and __module__ of builtin functions and builtin methods
import math

print(len.__name__, len.__qualname__, len.__module__)
print(sorted.__name__, isinstance.__qualname__, print.__module__)
print([].append.__name__, [].append.__qualname__, [].append.__module__)
print({}.get.__qualname__, "ab".upper.__qualname__, (1).bit_length.__qualname__)
print(list.append.__name__, list.append.__qualname__, dict.items.__qualname__)
print(dict.fromkeys.__name__, dict.fromkeys.__qualname__, dict.fromkeys.__module__)
print(int.from_bytes.__qualname__, bytes.fromhex.__qualname__, str.maketrans.__qualname__)
print(math.sqrt.__name__, math.sqrt.__qualname__, math.sqrt.__module__)
print(math.floor.__module__)


class L(list):
    pass


print(L().append.__qualname__, L.fromkeys if hasattr(L, "fromkeys") else "no fromkeys")
print(getattr(len, "__name__"), getattr([].pop, "__qualname__"))
f = [].append
print(f.__name__ == "append", type(f).__name__)
try:
    len.nonexistent
except AttributeError as e:
    print("AttributeError", e)
