# sorting dict items by value
d = {"b": 2, "a": 3, "c": 1}
print(sorted(d.items(), key=lambda kv: kv[1]), sorted(d.items()), max(d, key=lambda k: d[k]))
