# a tokenizer with alternation and lastgroup
import re
spec = [('NUM', r'\d+(?:\.\d*)?'), ('ID', r'[A-Za-z_]\w*'), ('OP', r'[+\-*/=]'), ('WS', r'\s+'), ('BAD', r'.')]
tok = re.compile('|'.join('(?P<%s>%s)' % p for p in spec))
for m in tok.finditer('x = 3.5 * y1 + 42 $'):
    if m.lastgroup != 'WS':
        print(m.lastgroup, repr(m.group()))
