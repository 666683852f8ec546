# str.format keyword fields mixed with positional ones
print("{name} is {age} years".format(name="Ann", age=31))
print("{0} and {x}".format(1, x=2))
print("{} {k} {}".format(1, 2, k="mid"))
d = {"a": 1, "b": 2}
print("{a}-{b}".format(**d))
