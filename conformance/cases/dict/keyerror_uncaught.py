# uncaught KeyError shows the key repr
d = {"a": 1}
print(d["missing"])
