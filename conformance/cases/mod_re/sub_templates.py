# sub with backreference templates
import re
print(re.sub(r'(\w+) (\w+)', r'\2 \1', 'hello world, good day'))
print(re.sub(r'(?P<d>\d)', r'<\g<d>>', 'a1b2'))
print(re.sub(r'\d', r'\g<0>\g<0>', 'a1b2'))
print(re.sub('a', r'\n', 'bab') == 'b\nb')
