# a property without a getter
class C:
    x = property(None, lambda self, v: None)
try:
    C().x
except AttributeError as e:
    print(e)
