# alternatives must bind the same names
match 1:
    case [x] | [y]:
        pass
