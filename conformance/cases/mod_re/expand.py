# Match.expand with templates
import re
m = re.match(r'(?P<first>\w+) (?P<last>\w+)', 'Ada Lovelace')
print(m.expand(r'\2, \1'), m.expand(r'\g<last>/\g<first>'), m.expand(r'\g<0>!'))
print(re.match(r'(a)|(b)', 'b').expand(r'[\1][\2]'))
