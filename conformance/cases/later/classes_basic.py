# class with __init__, methods and a class attribute
class Point:
    dims = 2
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm2(self):
        return self.x * self.x + self.y * self.y
p = Point(3, 4)
print(p.norm2(), Point.dims, p.dims, type(p).__name__)
