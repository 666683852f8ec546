# str.format error: format code not valid for str
print("start")
print("{:d}".format("s"))
