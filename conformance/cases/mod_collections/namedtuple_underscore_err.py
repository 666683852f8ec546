# namedtuple field starting with underscore
from collections import namedtuple
namedtuple('P', '_x')
