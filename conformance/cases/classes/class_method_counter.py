# classmethod alternative constructors
class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
    @classmethod
    def from_string(cls, s):
        return cls(*map(int, s.split("-")))
    def __repr__(self):
        return "Date(%d, %d, %d)" % (self.y, self.m, self.d)
class MyDate(Date): pass
print(Date.from_string("2024-1-2"), type(MyDate.from_string("1-2-3")).__name__)
