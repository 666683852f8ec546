# except*: bare raise re-raises the matched part, kept in the original structure
def f():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ExceptionGroup("in", [ValueError(3)])])
    except* ValueError:
        print("reraising")
        raise
    except* TypeError:
        print("handled types")

try:
    f()
except ExceptionGroup as e:
    print(repr(e))
