# re.sub template '\\q' error
import re
print(re.sub('(a)', '\\q', 'xa'))
