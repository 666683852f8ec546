# str.format error: automatic then manual numbering
print("start")
print("{}{1}".format(1, 2))
