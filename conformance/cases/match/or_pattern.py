# or-patterns try alternatives left to right
def kind(x):
    match x:
        case 0 | 1 | 2:
            return "small"
        case "a" | "b":
            return "letter"
        case [] | ():
            return "empty"
        case _:
            return "other"
print([kind(v) for v in [0, 2, 3, "a", "c", [], (), [1]]])
