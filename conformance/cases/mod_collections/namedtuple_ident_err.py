# namedtuple invalid identifier
from collections import namedtuple
namedtuple('P', '1x')
