# list and tuple syntax both match any sequence
for x in [[1, 2], (1, 2), [1, 2, 3], (1,), []]:
    match x:
        case [a, b]:
            print("two", a, b)
        case (a,):
            print("one", a)
        case []:
            print("empty")
        case _:
            print("other", x)
