# subclassing KeyError keeps its str
class MyKey(KeyError): pass
try:
    raise MyKey("k")
except LookupError as e:
    print(str(e), repr(e))
