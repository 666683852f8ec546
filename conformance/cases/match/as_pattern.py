# as patterns bind the matched subject
for x in [[1, 2], [1, [2, 3]], 5]:
    match x:
        case [1, [2, _] as inner] as outer:
            print("nested", inner, outer)
        case [1, int() as n]:
            print("int", n)
        case (int() | str()) as scalar:
            print("scalar", scalar)
