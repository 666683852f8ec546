# a union with a non-class member still fails as CPython's does
try:
    print(isinstance(1, int | list[int]))
except TypeError as e:
    print('TypeError', e)
try:
    isinstance(1, 3)
except TypeError as e:
    print('TypeError', e)
try:
    issubclass(int, 3)
except TypeError as e:
    print('TypeError', e)
try:
    issubclass(3, int)
except TypeError as e:
    print('TypeError', e)
