# [*_] matches any sequence of any length
for x in [[], [1, 2, 3], (), "abc"]:
    match x:
        case [*_]:
            print("sequence", repr(x))
        case _:
            print("not", repr(x))
