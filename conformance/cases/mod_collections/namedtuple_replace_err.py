# namedtuple _replace unknown field
from collections import namedtuple
P = namedtuple('P', 'x')
P(1)._replace(y=2)
