# help() of functions, a class with methods, class and static methods, a property and data
def greet(name, greeting="hello", *args, sep=", ", **kw):
    """Return a greeting.

    More text here.
    """
    return greeting + sep + name

class Point:
    """A point in the plane."""
    def __init__(self, x, y=0):
        self.x = x
    def norm(self):
        """Length from the origin."""
        return 0
    @property
    def area(self):
        "The area."
        return 0
    @staticmethod
    def origin():
        return Point(0)
    @classmethod
    def make(cls, v):
        "Make one."
        return cls(v)
    LIMIT = 10

help(greet)
help(Point)
def nodoc(a, /, b): pass
help(nodoc)
help(lambda x: x)
