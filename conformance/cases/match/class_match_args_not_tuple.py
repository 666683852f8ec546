# __match_args__ must be a tuple
class C:
    __match_args__ = ["a"]
    a = 1
try:
    match C():
        case C(x):
            print(x)
except TypeError as e:
    print(e)
