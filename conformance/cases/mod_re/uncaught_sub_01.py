# re.sub template '\\2' error
import re
print(re.sub('(a)', '\\2', 'xa'))
