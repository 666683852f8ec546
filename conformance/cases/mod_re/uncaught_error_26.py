# re.compile('(?(3)a|b)') raises CPython's error
import re
re.compile('(?(3)a|b)')
