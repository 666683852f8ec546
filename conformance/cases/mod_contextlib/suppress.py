# suppress
from contextlib import suppress
with suppress(KeyError, IndexError):
    [][1]
print('ok')
with suppress(ZeroDivisionError):
    print('no error')
try:
    with suppress(KeyError):
        1 / 0
except ZeroDivisionError:
    print('not suppressed')
with suppress():
    pass
