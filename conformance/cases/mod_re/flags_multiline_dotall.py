# MULTILINE anchors and DOTALL dot
import re
s = 'one\ntwo\nthree\n'
print(re.findall(r'^\w+$', s))
print(re.findall(r'^\w+$', s, re.M))
print(re.findall(r'\w+$', s))
print(re.findall(r'o.t', 'o\nt'), re.findall(r'o.t', 'o\nt', re.S))
print(re.search(r'(?s)a.b', 'a\nb').group() == 'a\nb')
