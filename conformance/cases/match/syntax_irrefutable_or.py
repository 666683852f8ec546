# an irrefutable alternative before others
match 1:
    case y | 2:
        pass
