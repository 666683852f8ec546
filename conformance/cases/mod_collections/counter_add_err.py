# Counter + dict
from collections import Counter
Counter() + {}
