# a star capture is always a list, even for tuple subjects
match (1, 2, 3):
    case (a, *rest):
        print(type(rest).__name__, rest)
match range(4):
    case [*r]:
        print(r)
