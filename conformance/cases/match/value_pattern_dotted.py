# dotted names are value patterns compared with ==
class Color:
    RED = 0
    GREEN = 1
    BLUE = 2
def name(c):
    match c:
        case Color.RED:
            return "red"
        case Color.GREEN:
            return "green"
        case Color.BLUE:
            return "blue"
    return "unknown"
print([name(i) for i in range(4)])
