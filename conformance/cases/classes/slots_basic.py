# __slots__ restricts instance attributes
class P:
    __slots__ = ("x", "y")
    def __init__(self):
        self.x = 1
p = P()
print(p.x)
try:
    p.z = 1
except AttributeError as e:
    print(e)
try:
    p.y
except AttributeError as e:
    print(e)
print(hasattr(p, "__dict__"))
