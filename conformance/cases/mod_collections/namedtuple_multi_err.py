# namedtuple multiple values
from collections import namedtuple
P = namedtuple('P', 'x y')
P(1, x=2)
