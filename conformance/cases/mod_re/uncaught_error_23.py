# re.compile('\\x4') raises CPython's error
import re
re.compile('\\x4')
