# namedtuple keyword field
from collections import namedtuple
namedtuple('P', 'class')
