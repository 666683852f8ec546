# integer literal patterns
for x in [0, 1, 2, 3]:
    match x:
        case 0:
            print(x, "zero")
        case 1:
            print(x, "one")
        case 2 | 3:
            print(x, "two or three")
