# re.compile('(?<x)') raises CPython's error
import re
re.compile('(?<x)')
