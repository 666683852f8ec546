# overriding and inheriting methods
class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return self.name + " makes " + self.sound()
    def sound(self):
        return "noise"
class Dog(Animal):
    def sound(self):
        return "woof"
print(Animal("x").speak(), Dog("rex").speak())
