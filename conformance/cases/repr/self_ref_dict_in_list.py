# dict containing a list containing the dict
d = {}
l = [d]
d["l"] = l
print(d, l)
