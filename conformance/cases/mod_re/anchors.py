# \A \Z \b \B and $ before a final newline
import re
print(re.findall(r'\bcat\b', 'cat concat cat. (cat)'))
print(re.findall(r'\Bcat', 'cat concat'))
print(re.search(r'end$', 'the end\n'), re.search(r'end\Z', 'the end\n'))
print(re.search(r'\Athe', 'the end'), re.search(r'\Aend', 'the end'))
print(re.search(r'\B', ''), re.search(r'\b', ''))
