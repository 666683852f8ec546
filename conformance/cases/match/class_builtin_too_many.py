# a builtin type accepts one positional sub-pattern
match 1:
    case int(a, b):
        print("never")
