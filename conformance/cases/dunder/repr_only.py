# str falls back to __repr__
class P:
    def __repr__(self): return "only-repr"
print(P(), str(P()), "%s %r" % (P(), P()))
