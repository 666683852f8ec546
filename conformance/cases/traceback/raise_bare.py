# a bare raise keeps the original line
try:
    1/0
except ZeroDivisionError:
    raise
