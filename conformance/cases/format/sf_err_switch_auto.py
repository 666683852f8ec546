# str.format error: manual then automatic numbering
print("start")
print("{1}{}".format(1, 2))
