# iterating dict keys, values and items preserves insertion order
d = {}
for k in ("c", "a", "b"):
    d[k] = len(d)
print([k for k in d], [v for v in d.values()], [kv for kv in d.items()])
