# the empty tuple through operations
e = ()
print((1,)[1:] is e, e + e is e, e * 5 is e, tuple(x for x in []) is e, sorted(()) == [])
