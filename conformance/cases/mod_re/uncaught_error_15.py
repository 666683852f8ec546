# re.compile('(?<=ab|c)d') raises CPython's error
import re
re.compile('(?<=ab|c)d')
