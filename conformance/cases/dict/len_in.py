# len and membership test keys only
d = {"a": 1, "b": 2}
print(len(d), "a" in d, 1 in d, "c" not in d, len({}))
