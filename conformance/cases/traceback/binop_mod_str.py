# % formatting with a missing argument
msg = "%s and %s" % ("a",)
