# a positional and a keyword sub-pattern naming the same attribute
class C:
    __match_args__ = ("a",)
    a = 1
try:
    match C():
        case C(1, a=1):
            print("never")
except TypeError as e:
    print(e)
