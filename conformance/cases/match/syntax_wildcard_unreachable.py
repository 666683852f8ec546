# a wildcard before the last case is a SyntaxError
print("never printed")
match 1:
    case _:
        pass
    case 1:
        pass
