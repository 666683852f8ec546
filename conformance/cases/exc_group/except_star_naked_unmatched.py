# except*: a plain exception no clause matches propagates unchanged
try:
    try:
        raise ZeroDivisionError("z")
    except* ValueError:
        print("no")
except ZeroDivisionError as e:
    print("plain", repr(e))
