# str.format error: replacement index out of range
print("start")
print("{0} {2}".format(1, 2))
