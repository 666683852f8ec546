# re.compile('(?P<n') raises CPython's error
import re
re.compile('(?P<n')
