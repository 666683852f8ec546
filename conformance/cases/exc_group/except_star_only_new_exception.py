# except*: a handler raising the only exception left propagates it alone (not wrapped)
try:
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        raise KeyError("alone")
except KeyError as e:
    print("KeyError", repr(e), repr(e.__context__))
