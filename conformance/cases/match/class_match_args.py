# positional sub-patterns use __match_args__
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
for p in [Point(0, 0), Point(0, 5), Point(3, 4)]:
    match p:
        case Point(0, 0):
            print("origin")
        case Point(0, y):
            print("on y axis", y)
        case Point(x, y=yy):
            print("point", x, yy)
