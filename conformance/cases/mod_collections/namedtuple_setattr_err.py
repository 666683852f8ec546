# assigning a namedtuple field
from collections import namedtuple
P = namedtuple("P", "x")
p = P(1)
p.x = 2
