# str.format error: missing keyword
print("start")
print("{x}".format(y=1))
