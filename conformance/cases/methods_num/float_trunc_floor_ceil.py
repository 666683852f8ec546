# float.__trunc__, __floor__, __ceil__, __round__
print((5.7).__trunc__(), (-5.7).__trunc__(), (-5.2).__floor__(), (-5.2).__ceil__(), (2.5).__round__(), (2.675).__round__(2))
print((1e20).__trunc__(), (0.5).__round__(None), (5.5).__round__(-1))
for f in (float('inf'), float('nan')):
    try:
        f.__trunc__()
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
try:
    (5.5).__trunc__(1)
except TypeError as e:
    print('TypeError', e)
