# str.format error: missing closing bracket
print("start")
print("{0[0}".format([1]))
