# except*: a new exception raised in a handler joins the rest in a new group
def f():
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("from handler")

try:
    f()
except ExceptionGroup as e:
    print(repr(e))
    k = e.exceptions[0]
    print(repr(k), repr(k.__context__))
