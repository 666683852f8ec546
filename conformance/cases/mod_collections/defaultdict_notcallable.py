# defaultdict with a non-callable factory
from collections import defaultdict
defaultdict(5)
