# namedtuple missing three arguments
from collections import namedtuple
P = namedtuple("P", "a b c")
P()
