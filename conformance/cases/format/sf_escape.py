# doubled braces are literal
print("{{}}".format())
print("{{{}}}".format(5))
print("}}{{".format())
print("{{0}} {0}".format("x"))
print("a{{b}}c".format())
