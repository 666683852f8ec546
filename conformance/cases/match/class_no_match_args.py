# positional sub-patterns without __match_args__ raise TypeError
class C:
    pass
try:
    match C():
        case C(1):
            print("never")
except TypeError as e:
    print(e)
