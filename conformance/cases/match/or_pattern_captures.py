# alternatives binding the same names
for x in [(1, 2), [3, 4], {"k": 5}, 7]:
    match x:
        case (a, b) | {"k": a} as b:
            print("matched", a, b)
        case _:
            print("no match", x)
