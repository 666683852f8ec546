# float.__divmod__ and __rdivmod__
print((5.5).__divmod__(2), (5.5).__rdivmod__(2), (-7.5).__divmod__(2.0), (7.0).__rdivmod__(-2))
print((5.5).__divmod__('a'), (5.5).__rdivmod__(None), (2.5).__divmod__(True))
try:
    (5.5).__divmod__(0)
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
try:
    (5.5).__divmod__()
except TypeError as e:
    print('TypeError', e)
print(float.__divmod__(9.0, 4), float.__rdivmod__(4.0, 9))
