# a catastrophic pattern on a short string still finishes
import re
print(re.match(r'(a+)+$', 'a' * 12 + 'b'))
print(re.match(r'(a|aa)+$', 'a' * 14))
