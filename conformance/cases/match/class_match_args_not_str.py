# __match_args__ elements must be strings
class C:
    __match_args__ = (1,)
try:
    match C():
        case C(x):
            print(x)
except TypeError as e:
    print(e)
