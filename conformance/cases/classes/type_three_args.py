# type(name, bases, dict) creates a class
def hello(self):
    return "hi " + self.name
T = type("T", (object,), {"name": "t", "hello": hello})
print(T.__name__, T().hello(), T)
U = type("U", (T,), {})
print(U().hello(), U.__mro__)
