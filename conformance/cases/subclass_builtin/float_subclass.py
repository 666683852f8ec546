# a float subclass
class F(float):
    def half(self): return self / 2
f = F(3.0)
print(f, f.half(), f + 1, f * 2, isinstance(f, float))
