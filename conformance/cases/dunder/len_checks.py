# __len__ result checks
class A:
    def __init__(self, r): self.r = r
    def __len__(self): return self.r
print(len(A(5)), len(A(True)))
for r in ["3", -1, 2.0]:
    try:
        len(A(r))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
