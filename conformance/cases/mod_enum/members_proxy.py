# Enum.__members__ is a real mappingproxy: str/repr/type, read-only, views
import enum
class E(enum.Enum):
    A = 1
    B = 2
    C = 1
m = E.__members__
print(m)
print(repr(m), type(m).__name__, len(m), list(m), "C" in m, m["C"], m.get("Z"), list(m.keys()), list(m.items())[2])
print(m == {"A": E.A, "B": E.B, "C": E.A}, dict(m) == m.copy(), f"{m}")
try:
    m["D"] = 3
except TypeError as e:
    print(e)
