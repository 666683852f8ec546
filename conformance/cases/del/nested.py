# deleting nested subscripts
d = {"a": [1, 2, {"b": 3, "c": 4}]}
del d["a"][2]["b"]
del d["a"][0]
print(d)
