# Unicode \w \d \s as str methods define them
import re
s = 'Ωmega_1 x²3 \u2003 ½ \u0301 \u203f'
print(re.findall(r'\w+', s))
print(re.findall(r'\d+', 'x٣٤5 ²'))
print(len(re.findall(r'\s', ' \t\n\r\f\v\x1c\x1d\x1e\x1f\x85\xa0\u2028\u3000')))
