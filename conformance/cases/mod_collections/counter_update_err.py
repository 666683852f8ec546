# Counter.update with too many arguments
from collections import Counter
Counter().update("a", "b")
