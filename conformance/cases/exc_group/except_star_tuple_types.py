# except* with a tuple of types and the name unbound after the handler
try:
    raise ExceptionGroup("eg", [ValueError(1), KeyError(2), OSError(3)])
except* (ValueError, KeyError) as e:
    print(repr(e))
except* OSError:
    print("oserror")
try:
    e
except NameError as err:
    print(err)
