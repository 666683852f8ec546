# str and repr of ints
print(str(-0), repr(100), str(10**25), repr(-5), str(0xff), str(True + 0))
