# from-import of names
from math import sqrt, pi as PI
print(sqrt(2), PI)
