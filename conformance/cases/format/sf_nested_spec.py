# str.format nested fields inside the spec
print("{:{}}|".format("a", 5))
print("{:{}.{}f}".format(3.14159, 10, 3))
print("{0:{w}.{p}f}".format(2.5, w=8, p=2))
print("{:{}{}{}}".format(7, "*", "^", 9))
print("{0:{1}}".format(5, "08b"))
print("{:-^{}}".format("t", 11))
