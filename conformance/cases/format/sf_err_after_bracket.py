# str.format error: text after an index
print("start")
print("{0[0]x}".format([1]))
