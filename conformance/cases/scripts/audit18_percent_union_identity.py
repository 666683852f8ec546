# audit: literal % with flags, aliases, unions, identity of constants
print(IOError is OSError, EnvironmentError is OSError)
for fmt, args in (('%05%', (1,)), ('%5%', ()), ('%-3%', ()), ('%%', ())):
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(isinstance(1, int | str), isinstance("a", int | None), issubclass(bool, int | float), isinstance(None, int | None))
print(() is (), id("hello") == id("hello"), (1, 2) == (1, 2))
x = int | str
print(x, type(x).__name__, x.__args__)
try:
    isinstance(1, list[int])
except TypeError as e:
    print(e)
