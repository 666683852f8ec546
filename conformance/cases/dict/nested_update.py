# nested dict mutation via subscripts
d = {"a": {"n": 0}}
d["a"]["n"] += 5
d["b"] = d.get("b", {})
d["b"]["x"] = [1]
d["b"]["x"] += [2]
print(d)
