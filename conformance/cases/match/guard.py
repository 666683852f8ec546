# guards decide after the pattern matched
def f(p):
    match p:
        case (x, y) if x == y:
            return f"diagonal {x}"
        case (x, y) if x > y:
            return f"below {x} {y}"
        case (x, y):
            return f"above {x} {y}"
print(f((1, 1)), f((3, 2)), f((2, 3)))
