# datetime.now is a classic slip for datetime.datetime.now: the module's
# private helpers are no suggestion (CPython's module has none close to it)
import datetime
print(datetime.datetime(2024, 1, 2).year)
datetime.now()
