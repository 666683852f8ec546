# namedtuple too many arguments
from collections import namedtuple
P = namedtuple('P', 'x y')
P(1, 2, 3)
