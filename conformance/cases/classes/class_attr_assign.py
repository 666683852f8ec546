# assigning class attributes after creation
class P: pass
P.x = 10
def m(self):
    return self.x * 2
P.double = m
print(P().double())
