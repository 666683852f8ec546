# sub and findall around empty matches (3.7+ rules)
import re
print(re.sub('x*', '-', 'abxd'))
print(re.sub(r'\b', '|', 'ab cd'))
print(re.sub('', '.', 'abc'))
print(re.findall(r'\w*', 'ab cd'))
print(re.split(r'\W*', 'ab, cd'))
