# missing module attribute
import math
try:
    math.nothing
except AttributeError as e:
    print(e)
