# AttributeError messages for builtin types
for obj, name in ((1, "foo"), ("s", "bar"), ([], "baz"), (None, "x"), ({}, "has_key")):
    try:
        getattr(obj, name)
    except AttributeError as e:
        print(e)
