# re.compile('(?(1)a|b|c)') raises CPython's error
import re
re.compile('(?(1)a|b|c)')
