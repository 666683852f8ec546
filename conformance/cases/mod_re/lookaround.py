# lookahead and lookbehind, positive and negative
import re
print(re.findall(r'\w+(?=,)', 'a, b, c'))
print(re.findall(r'\w+(?!,)\b', 'a, b, c'))
print(re.findall(r'(?<=\$)\d+', 'cost $30 or 40 or $5'))
print(re.findall(r'(?<!\$)\b\d+', 'cost $30 or 40 or $5'))
print(re.sub(r'(?<=\d)(?=(\d{3})+$)', ',', '1234567'))
