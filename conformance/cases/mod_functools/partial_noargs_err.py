# partial with no arguments
from functools import partial
partial()
