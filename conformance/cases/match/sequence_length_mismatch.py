# sequence patterns check the length first
for x in [[1, 2, 3], [1, 2], [1]]:
    match x:
        case [a, b, c, d]:
            print("four")
        case [a, b, *c] if len(c) > 0:
            print("three or more", c)
        case [a, b]:
            print("exactly two")
        case _:
            print("fallback", x)
