# literal patterns compare with ==, so 1.0 matches 1 and True matches 1
for x in [1, 1.0, True, 0, False]:
    match x:
        case 1:
            print(repr(x), "== 1")
        case 0:
            print(repr(x), "== 0")
