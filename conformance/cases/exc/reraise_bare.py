# bare raise re-raises the active exception
def f():
    try:
        {}["x"]
    except KeyError:
        print("logging")
        raise
try:
    f()
except KeyError as e:
    print("outer", repr(e))
