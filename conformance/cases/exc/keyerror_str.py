# str of KeyError uses repr of the key
print(str(KeyError("k")), str(KeyError(1)), str(KeyError("")), str(KeyError(("a",))), str(KeyError("a", 1)))
