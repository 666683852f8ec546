# ABC subclasses with __init__ arguments
from abc import ABC, abstractmethod
class Animal(ABC):
    def __init__(self, name):
        self.name = name
    @abstractmethod
    def sound(self): ...
    def speak(self):
        return f'{self.name} says {self.sound()}'
class Dog(Animal):
    def sound(self):
        return 'woof'
print(Dog('rex').speak(), Dog(name='fido').name)
