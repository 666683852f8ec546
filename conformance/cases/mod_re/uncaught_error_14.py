# re.compile('(?<=a*)b') raises CPython's error
import re
re.compile('(?<=a*)b')
