# re.compile('(?i') raises CPython's error
import re
re.compile('(?i')
