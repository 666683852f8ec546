# a dict containing itself
d = {"k": 1}
d["self"] = d
print(d)
l = [d]
print(l)
