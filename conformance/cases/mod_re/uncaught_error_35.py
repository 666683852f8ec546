# re.compile('a\n(b') raises CPython's error
import re
re.compile('a\n(b')
