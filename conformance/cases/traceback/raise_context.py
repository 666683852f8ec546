# an implicit context: both tracebacks
try:
    1/0
except ZeroDivisionError:
    x = [][0]
