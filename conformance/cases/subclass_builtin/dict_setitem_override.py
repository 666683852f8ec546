# overriding __setitem__ with super()
class Upper(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.upper(), v)
u = Upper()
u["a"] = 1
u["b"] = 2
print(u, u["A"])
