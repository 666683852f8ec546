# defaultdict(None) missing key
from collections import defaultdict
defaultdict(None)["k"]
