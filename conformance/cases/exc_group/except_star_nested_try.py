# except* inside an except* handler, and a group raised again from a handler
try:
    try:
        raise ExceptionGroup("outer", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        try:
            raise ExceptionGroup("inner", [KeyError("k")])
        except* KeyError as k:
            print("inner handled", repr(k))
        print("outer handler done")
except ExceptionGroup as rest:
    print("rest", repr(rest))
