# guards run only for matching patterns, in order
def g(tag, v):
    print("guard", tag)
    return v
match 3:
    case 1 if g("a", True):
        pass
    case int() if g("b", False):
        pass
    case x if g("c", True):
        print("c won", x)
