# re.compile('(?Z)') raises CPython's error
import re
re.compile('(?Z)')
