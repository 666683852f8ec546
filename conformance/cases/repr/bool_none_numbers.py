# repr of scalar values
print(repr(True), repr(None), repr(0), repr(-1), repr(10**30), repr(1.5), repr(1j), repr(-1.5 - 2j))
