# overriding __add__ in an int subclass
class Weird(int):
    def __add__(self, o): return "weird"
print(Weird(1) + 2, 2 + Weird(1))
