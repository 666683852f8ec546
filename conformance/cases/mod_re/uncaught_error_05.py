# re.compile('[z-a]') raises CPython's error
import re
re.compile('[z-a]')
