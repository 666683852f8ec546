# numbered and named backreferences
import re
print(re.findall(r'(\w)\1', 'aabbcd eef'))
print(re.search(r'(?P<q>["\']).*?(?P=q)', 'say "hi" or \'yo\'').group())
print(re.match(r'(a)(b)\2\1', 'abba'))
print(re.findall(r'(?i)(a)\1', 'aA Aa ab'))
