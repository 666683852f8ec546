# re.compile('x{4294967296}') raises CPython's error
import re
re.compile('x{4294967296}')
