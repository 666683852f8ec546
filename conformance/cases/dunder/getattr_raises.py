# __getattr__ raising AttributeError
class P:
    def __getattr__(self, name):
        if name.startswith("ok"):
            return name
        raise AttributeError(name)
print(P().ok1, hasattr(P(), "bad"), getattr(P(), "bad", "default"))
