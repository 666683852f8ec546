# greedy, lazy and bounded repeats
import re
s = '<a><b><c>'
print(re.findall(r'<.*>', s), re.findall(r'<.*?>', s))
print(re.findall(r'a{2,3}', 'aaaaaaa'), re.findall(r'a{2,3}?', 'aaaaaaa'))
print(re.findall(r'a{,2}', 'aaa'), re.findall(r'a{2}', 'aaaaa'))
print(re.findall(r'x{', 'x{'), re.findall(r'x{1', 'x{1'), re.findall(r'x{a}', 'x{a}'))
