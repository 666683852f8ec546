# nested and repeated groups keep the last iteration
import re
m = re.match(r'((\w)(\d))+', 'a1b2c3')
print(m.groups(), m.span(1), m.span(2))
m = re.match(r'(a|b)*', 'abab')
print(m.group(1), m.span(1))
print(re.match(r'(a*)*', 'aa').groups(), re.match(r'(a*)+', 'b').groups())
