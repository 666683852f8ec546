# nested classes and access through the outer class
class Outer:
    class Inner:
        v = 3
    def make(self):
        return self.Inner()
print(Outer.Inner.v, type(Outer().make()).__qualname__)
