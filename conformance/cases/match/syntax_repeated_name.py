# a name bound twice in one pattern
match (1, 2):
    case (a, a):
        pass
