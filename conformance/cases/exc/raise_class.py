# raising an exception class instantiates it
try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)
