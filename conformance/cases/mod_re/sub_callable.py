# sub with a function replacement and count
import re
def up(m):
    return m.group().upper()
print(re.sub(r'[aeiou]', up, 'programming language'))
print(re.sub(r'[aeiou]', up, 'programming language', count=2))
print(re.subn(r'\s+', ' ', 'a  b   c    d'))
print(re.sub(r'\d+', lambda m: str(int(m.group()) * 2), 'x=10 y=21'))
