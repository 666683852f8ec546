# inside an except* handler sys.exception() is the matched group
import sys
try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
except* ValueError as e:
    print(sys.exception() is e, repr(sys.exception()))
except* TypeError:
    print(repr(sys.exc_info()[1]))
print(sys.exception())
