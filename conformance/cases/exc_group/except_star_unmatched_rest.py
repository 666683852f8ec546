# except*: what no clause matches propagates as the rest of the group
def f():
    try:
        raise ExceptionGroup("eg", [ValueError(1), OSError(2), KeyError(3)])
    except* ValueError:
        print("handled ValueError")
    except* KeyError:
        print("handled KeyError")

try:
    f()
except ExceptionGroup as e:
    print("rest", repr(e))
