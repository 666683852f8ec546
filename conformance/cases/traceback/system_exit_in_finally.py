# an exception raised in finally replaces the first
try:
    1 / 0
finally:
    [][1]
