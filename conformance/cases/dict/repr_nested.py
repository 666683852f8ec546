# repr of nested dicts
print({"a": {"b": {"c": [1, (2,)]}}, 1: None, (1, 2): "t", 2.5: -1})
