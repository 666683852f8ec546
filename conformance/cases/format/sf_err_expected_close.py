# str.format error: unterminated field
print("start")
print("{0".format(1))
