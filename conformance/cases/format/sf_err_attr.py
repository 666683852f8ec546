# str.format error: missing attribute
print("start")
print("{0.nope}".format(1))
