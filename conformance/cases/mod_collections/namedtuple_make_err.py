# namedtuple _make wrong length
from collections import namedtuple
P = namedtuple('P', 'x y')
P._make([1])
