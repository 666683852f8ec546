# a str subclass with __new__
class Up(str):
    def __new__(cls, v):
        return super().__new__(cls, v.upper())
u = Up("abc")
print(u, type(u).__name__, u.lower())
