# re.compile('(?P<n>a)(?P<n>b)') raises CPython's error
import re
re.compile('(?P<n>a)(?P<n>b)')
