# re.compile('(?') raises CPython's error
import re
re.compile('(?')
