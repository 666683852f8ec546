# re.compile('(?i-i:a)') raises CPython's error
import re
re.compile('(?i-i:a)')
