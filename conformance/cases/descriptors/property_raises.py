# exceptions from a getter propagate
class C:
    @property
    def bad(self): raise ValueError("nope")
try:
    C().bad
except ValueError as e:
    print("ValueError", e)
print(hasattr(C(), "bad") if False else "")
