# duplicate literal keys in a mapping pattern
match {}:
    case {"k": 1, "k": 2}:
        pass
