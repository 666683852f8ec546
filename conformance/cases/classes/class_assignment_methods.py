# methods resolve through the new class
class Base:
    def name(self):
        return 'base'
class Cat(Base):
    def name(self):
        return 'cat'
class Dog(Base):
    def name(self):
        return 'dog'
pets = [Cat(), Cat()]
pets[1].__class__ = Dog
print([p.name() for p in pets], [type(p).__name__ for p in pets], isinstance(pets[1], Base))
