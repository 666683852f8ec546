# decorators apply innermost first
def d(tag):
    def deco(cls):
        cls.tags = getattr(cls, "tags", ()) + (tag,)
        return cls
    return deco
@d("outer")
@d("inner")
class A: pass
print(A.tags)
