# except*: raise e (the match group) counts as a new exception
try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e
except ExceptionGroup as g:
    print(repr(g))
