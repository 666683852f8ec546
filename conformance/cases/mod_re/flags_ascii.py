# ASCII flag restricts \w \d \s \b
import re
s = 'naïve café ٣ x\u00a0y'
print(re.findall(r'\w+', s))
print(re.findall(r'\w+', s, re.A))
print(re.findall(r'\d', s), re.findall(r'\d', s, re.ASCII))
print(re.findall(r'\s', s), re.findall(r'\s', s, re.A))
