# getattr with a default swallows only AttributeError
class A:
    @property
    def bad(self):
        raise ValueError('boom')
    @property
    def missing(self):
        raise AttributeError('inner')
a = A()
print(getattr(a, 'missing', 'dflt'), hasattr(a, 'missing'))
try:
    getattr(a, 'bad', 'dflt')
except ValueError as e:
    print('ValueError', e)
try:
    hasattr(a, 'bad')
except ValueError as e:
    print('ValueError', e)
try:
    getattr(a, 3, None)
except TypeError as e:
    print('TypeError', e)
