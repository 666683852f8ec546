# nested try statements propagate outward
try:
    try:
        raise KeyError("inner")
    except ValueError:
        print("wrong handler")
    print("not reached")
except KeyError as e:
    print("outer caught", e)
