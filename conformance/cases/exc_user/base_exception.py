# subclassing BaseException escapes except Exception
class Quit(BaseException): pass
try:
    try:
        raise Quit()
    except Exception:
        print("not here")
except BaseException as e:
    print("caught", type(e).__name__)
