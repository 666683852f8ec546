# __missing__ in a dict subclass
class Default(dict):
    def __missing__(self, key):
        self[key] = len(key)
        return self[key]
d = Default()
print(d["abc"], d, "abc" in d, d.get("zz"))
