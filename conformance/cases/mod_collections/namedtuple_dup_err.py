# namedtuple duplicate field
from collections import namedtuple
namedtuple('P', 'x x')
