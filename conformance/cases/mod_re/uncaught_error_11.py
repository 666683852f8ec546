# re.compile('(?P=nope)') raises CPython's error
import re
re.compile('(?P=nope)')
