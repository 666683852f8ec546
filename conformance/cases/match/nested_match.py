# a match statement inside a case body
def f(cmd):
    match cmd.split():
        case ["go", direction]:
            match direction:
                case "north" | "south":
                    return "vertical " + direction
                case _:
                    return "horizontal " + direction
        case ["quit"]:
            return "bye"
        case _:
            return "?"
print([f(c) for c in ["go north", "go east", "quit", "dance now"]])
