# bare raise in except still runs finally
def f():
    try:
        raise KeyError("k")
    except KeyError:
        raise
    finally:
        print("finally")
try:
    f()
except KeyError as e:
    print("caught", e)
