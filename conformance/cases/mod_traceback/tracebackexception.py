# TracebackException.from_exception
import traceback
try:
    raise TypeError('tt')
except TypeError as e:
    te = traceback.TracebackException.from_exception(e)
print(te.exc_type, str(te))
print(list(te.format_exception_only()))
print(list(te.format())[-1], end='')
