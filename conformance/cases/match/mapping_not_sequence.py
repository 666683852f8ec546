# lists do not match mapping patterns; dict keys may be non-str
for x in [[("a", 1)], {1: "one", (2, 3): "pair"}, {None: 0}]:
    match x:
        case {1: v, (2, 3): w}:
            print("int and tuple keys", v, w)
        case {None: z}:
            print("None key", z)
        case {}:
            print("mapping")
        case _:
            print("not a mapping", x)
