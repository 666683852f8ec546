# re.compile('a**') raises CPython's error
import re
re.compile('a**')
