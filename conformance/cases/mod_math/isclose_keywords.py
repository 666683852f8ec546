# math.isclose's a and b may be keywords
import math
print(math.isclose(a=1.0, b=1.0), math.isclose(1.0, b=1.0 + 1e-10), math.isclose(1.0, 1.1, rel_tol=0.2))
try:
    math.isclose(1.0)
except TypeError as e:
    print('TypeError', e)
try:
    math.isclose(1.0, 2.0, 0.5)
except TypeError as e:
    print('TypeError', e)
