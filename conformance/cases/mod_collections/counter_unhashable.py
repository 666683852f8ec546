# Counter of unhashable items
from collections import Counter
Counter([[1]])
