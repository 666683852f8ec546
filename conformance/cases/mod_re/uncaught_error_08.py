# re.compile('\\q') raises CPython's error
import re
re.compile('\\q')
