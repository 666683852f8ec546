# uncaught exception raised while handling another
try:
    1 / 0
except ZeroDivisionError:
    undefined_name_here
