# re.compile('[\\w-z]') raises CPython's error
import re
re.compile('[\\w-z]')
