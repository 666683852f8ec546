# more positional sub-patterns than __match_args__
class P:
    __match_args__ = ("x",)
    x = 1
match P():
    case P(a, b):
        print("never")
