# str() with no args and of str
print(repr(str()), str("x"), str(str(1)), repr(str(-0.0)), str([str(1)]))
