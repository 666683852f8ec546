# re.compile('(?<=(?P<a>x)(?P=a))') raises CPython's error
import re
re.compile('(?<=(?P<a>x)(?P=a))')
