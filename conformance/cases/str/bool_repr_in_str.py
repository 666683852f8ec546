# str of containers uses repr of elements
print(str(["a", 1, None, True, 1.0, "it's"]), str(("x",)), str({"a": "b"}))
