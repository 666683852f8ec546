# int/float subclasses reach int.__round__ through super()
class I(int):
    def __round__(self, n=None):
        return 'I' + str(super().__round__() if n is None else super().__round__(n))
class F(float):
    pass
print(round(I(15), -1), round(I(15)), round(F(2.5)), round(F(2.675), 2))
