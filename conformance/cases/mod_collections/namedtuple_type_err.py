# namedtuple with a non-string field
from collections import namedtuple
namedtuple("P", ["x", 1])
