# re.compile('\\3(a)') raises CPython's error
import re
re.compile('\\3(a)')
