# printf-style formatting of str
print("%s|%r|%a" % ("é", "é", "é"))
print("%d %i %u" % (42, -7, 3))
print("%5d|%-5d|%05d|%+d|% d" % (42, 42, 42, 42, 42))
print("%x %X %o %#x %#X %#o" % (255, 255, 8, 255, 255, 8))
print("%c%c" % (72, "i"))
print("100%%" % ())
