# re.compile('(?L)a') raises CPython's error
import re
re.compile('(?L)a')
