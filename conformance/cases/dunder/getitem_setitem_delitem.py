# container protocol
class Store:
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __contains__(self, k): return k in self.d
    def __len__(self): return len(self.d)
s = Store()
s["a"] = 1
s["b"] = 2
print(s["a"], "a" in s, "z" in s, len(s))
del s["a"]
print("a" in s, len(s))
try:
    s["zz"]
except KeyError as e:
    print("KeyError", e)
