# print with a non-string sep
print("a", sep=1)
