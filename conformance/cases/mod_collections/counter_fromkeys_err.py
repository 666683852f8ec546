# Counter.fromkeys is undefined
from collections import Counter
Counter.fromkeys('abc')
