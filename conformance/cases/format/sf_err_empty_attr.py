# str.format error: empty attribute
print("start")
print("{0.}".format(1))
