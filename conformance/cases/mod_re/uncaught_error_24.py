# re.compile('\\u12') raises CPython's error
import re
re.compile('\\u12')
