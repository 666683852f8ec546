# namedtuple missing argument
from collections import namedtuple
P = namedtuple('P', 'x y')
P(1)
