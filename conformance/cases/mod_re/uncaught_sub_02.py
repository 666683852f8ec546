# re.sub template '\\g<x>' error
import re
print(re.sub('(a)', '\\g<x>', 'xa'))
