# frames of methods and a property
class C:
    @property
    def p(self):
        return self.q()
    def q(self):
        return int("z")
print(C().p)
