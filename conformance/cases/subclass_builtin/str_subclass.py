# a str subclass
class Name(str):
    def shout(self): return self.upper() + "!"
n = Name("bob")
print(n, n.shout(), len(n), n + "x", n == "bob", isinstance(n, str), repr(n))
print(n.title(), n[0], type(n).__name__)
