# __set_name__ is called with the owner and the name
class Field:
    def __set_name__(self, owner, name):
        self.name = name
        self.owner = owner.__name__
class M:
    a = Field()
    b = Field()
print(M.a.name, M.a.owner, M.b.name)
