# int.__divmod__ and __rdivmod__
print((7).__divmod__(2), (7).__rdivmod__(30), (-7).__divmod__(2), (2**70).__divmod__(3))
print((7).__divmod__(2.0), (7).__rdivmod__(2.5), True.__divmod__(2))
try:
    (7).__divmod__(0)
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
class I(int):
    def __divmod__(self, other):
        return ('mine', super().__divmod__(other))
print(divmod(I(9), 4), divmod(9, I(4)))
