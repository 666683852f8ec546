# too many defaults
from collections import namedtuple
namedtuple('P', 'x', defaults=[1, 2])
