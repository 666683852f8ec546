# class patterns use isinstance, so subclasses match
class Animal:
    __match_args__ = ("name",)
    def __init__(self, name): self.name = name
class Dog(Animal): pass
class Cat(Animal): pass
for a in [Dog("rex"), Cat("tom"), Animal("x")]:
    match a:
        case Dog(n):
            print("dog", n)
        case Animal(n):
            print("animal", type(a).__name__, n)
