# re.compile('abc)') raises CPython's error
import re
re.compile('abc)')
