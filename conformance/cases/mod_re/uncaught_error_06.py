# re.compile('a{3,2}') raises CPython's error
import re
re.compile('a{3,2}')
