# str.format error: unknown conversion
print("start")
print("{0!x}".format(1))
