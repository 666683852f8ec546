# an uncaught bytes % error
print(b"%s" % "text")
