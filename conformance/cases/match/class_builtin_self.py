# builtin types match a single positional sub-pattern against the subject itself
for x in [5, "s", 2.5, [1], (2,), {3: 4}, {5}, b"b", True]:
    match x:
        case bool(v):
            print("bool", v)
        case int(v):
            print("int", v)
        case str(v):
            print("str", v)
        case float(v):
            print("float", v)
        case list(v) | tuple(v):
            print("list or tuple", v)
        case dict(v):
            print("dict", v)
        case set(v):
            print("set", v)
        case bytes(v):
            print("bytes", v)
