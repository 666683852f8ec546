# a missing attribute makes the pattern fail
class C:
    def __init__(self):
        self.a = 1
match C():
    case C(b=_):
        print("has b")
    case C(a=v):
        print("has a", v)
