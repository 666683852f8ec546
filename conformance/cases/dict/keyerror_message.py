# KeyError message is the repr of the key
d = {"a": 1}
for k in ("b", 2, (1, 2), None, "it's", ""):
    try:
        d[k]
    except KeyError as e:
        print(repr(e), str(e), e.args)
