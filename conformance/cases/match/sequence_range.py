# range matches sequence patterns
match range(3):
    case [0, 1, 2]:
        print("range matched")
match range(10, 0, -3):
    case [a, *b]:
        print(a, b)
