# re.sub template '\\' error
import re
print(re.sub('(a)', '\\', 'xa'))
