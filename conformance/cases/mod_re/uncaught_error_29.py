# re.compile('(?-u:a)') raises CPython's error
import re
re.compile('(?-u:a)')
