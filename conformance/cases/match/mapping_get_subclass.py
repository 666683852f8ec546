# mapping patterns look keys up with get(), so __missing__ is not used
class D(dict):
    def __missing__(self, key):
        return "missing"
    def get(self, key, default=None):
        print("get", key)
        return dict.get(self, key, default)
match D(a=1):
    case {"a": 1, "b": _}:
        print("matched b")
    case {"a": v}:
        print("a", v)
