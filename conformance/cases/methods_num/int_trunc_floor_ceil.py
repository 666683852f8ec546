# int.__trunc__, __floor__, __ceil__, __round__
print((5).__trunc__(), (-5).__floor__(), (5).__ceil__(), True.__trunc__(), type(True.__trunc__()).__name__)
print((2**70).__trunc__(), (5).__round__(), (15).__round__(-1), (25).__round__(-1), (1234).__round__(-2))
print(int.__trunc__(7), int.__floor__(False))
try:
    (5).__trunc__(1)
except TypeError as e:
    print('TypeError', e)
try:
    (5).__round__(None)
except TypeError as e:
    print('TypeError', e)
