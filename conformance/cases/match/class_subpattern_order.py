# all attributes are read before sub-patterns are matched
class Tr:
    __match_args__ = ("a", "b")
    def __getattr__(self, name):
        print("get", name)
        return 1 if name == "a" else 2
match Tr():
    case Tr(2, 2):
        print("no")
    case Tr(1, b=x):
        print("yes", x)
