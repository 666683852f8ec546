# except*: each clause gets the matching part of the group
try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ValueError(3)])
except* ValueError as e:
    print("values", repr(e))
except* TypeError as e:
    print("types", repr(e))
print("after")
