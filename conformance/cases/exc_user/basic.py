# a user exception class
class MyError(Exception):
    pass
try:
    raise MyError("bad thing")
except MyError as e:
    print(type(e).__name__, e, e.args, repr(e))
