# re.sub template '\\g' error
import re
print(re.sub('a', '\\g', 'xa'))
