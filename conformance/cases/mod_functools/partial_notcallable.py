# partial of a non-callable
from functools import partial
partial(5)
