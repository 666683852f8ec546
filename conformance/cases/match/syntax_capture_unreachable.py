# a capture pattern before the last case is a SyntaxError
match 1:
    case x:
        pass
    case 2:
        pass
