# printf-style with a mapping and * widths
print("%(name)s is %(age)d" % {"name": "Bo", "age": 5})
print("%(x)5.1f|%(x)-8r|" % {"x": 2.25})
print("%*d|%-*d|%.*f" % (5, 42, 5, 42, 2, 3.14159))
print("%s" % (1,), "%s" % [1, 2], "%s" % ((1, 2),))
