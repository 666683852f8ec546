# re.compile('(?P<1x>a)') raises CPython's error
import re
re.compile('(?P<1x>a)')
