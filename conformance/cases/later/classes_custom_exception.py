# user-defined exception subclass
class MyError(ValueError):
    pass
try:
    raise MyError("custom")
except ValueError as e:
    print(type(e).__name__, e, isinstance(e, MyError), repr(e))
