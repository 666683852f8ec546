# re.compile('a(?i)b') raises CPython's error
import re
re.compile('a(?i)b')
