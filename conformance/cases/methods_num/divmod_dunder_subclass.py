# __divmod__ through super() in a float subclass
class F(float):
    def __divmod__(self, o):
        q, r = super().__divmod__(o)
        return ('F', q, r)
    def __rdivmod__(self, o):
        return ('rF', super().__rdivmod__(o))
print(divmod(F(7.5), 2), divmod(10, F(4.0)), divmod(F(1.0), 'x') if False else 'skip')
