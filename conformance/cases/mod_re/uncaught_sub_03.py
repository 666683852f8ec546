# re.sub template '\\g<1' error
import re
print(re.sub('(a)', '\\g<1', 'xa'))
