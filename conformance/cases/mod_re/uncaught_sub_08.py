# re.sub template '\\400' error
import re
print(re.sub('(a)', '\\400', 'xa'))
