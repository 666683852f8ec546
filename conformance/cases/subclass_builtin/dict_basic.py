# a dict subclass keeps dict behaviour
class D(dict):
    def total(self): return sum(self.values())
d = D(a=1, b=2)
d["c"] = 3
print(d, len(d), d.total(), isinstance(d, dict), type(d).__name__)
print(sorted(d), list(d.items()), d.get("a"), "a" in d)
