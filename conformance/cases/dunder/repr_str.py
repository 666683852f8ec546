# __repr__ and __str__ in print, str, repr, containers and f-strings
class P:
    def __repr__(self): return "P-repr"
    def __str__(self): return "P-str"
p = P()
print(p, str(p), repr(p), [p], (p,), {"k": p}, f"{p} {p!r}")
