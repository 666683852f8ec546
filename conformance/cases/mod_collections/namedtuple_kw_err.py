# namedtuple unexpected keyword
from collections import namedtuple
P = namedtuple('P', 'x y')
P(1, 2, z=3)
