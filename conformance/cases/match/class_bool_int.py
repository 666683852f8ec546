# bool() does not match ints but int() matches bools
for x in [True, 1, 0]:
    match x:
        case bool():
            print(repr(x), "bool")
        case int():
            print(repr(x), "int")
