# super().__init__ chains initialisers
class Base:
    def __init__(self, a):
        self.a = a
class Child(Base):
    def __init__(self, a, b):
        super().__init__(a)
        self.b = b
c = Child(1, 2)
print(c.a, c.b)
