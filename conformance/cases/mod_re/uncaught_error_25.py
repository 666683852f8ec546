# re.compile('\\777') raises CPython's error
import re
re.compile('\\777')
