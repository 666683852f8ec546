# re.compile('(a\\1)') raises CPython's error
import re
re.compile('(a\\1)')
