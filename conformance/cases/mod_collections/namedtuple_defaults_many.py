# namedtuple with defaults called with too many
from collections import namedtuple
P = namedtuple("P", "a b", defaults=[1])
P(1, 2, 3)
