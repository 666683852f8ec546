# re.compile('(?au)') raises CPython's error
import re
re.compile('(?au)')
