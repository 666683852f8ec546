# bools can index sequences
l = ["no", "yes"]
print(l[True], l[False], "ab"[True], (10, 20)[1 > 0])
