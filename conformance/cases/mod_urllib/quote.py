# quote and quote_plus with safe sets
from urllib.parse import quote, quote_plus
for s in ['a b/c?d=é&', 'abc', '', '~_.-', '100%', 'a+b', '日本', '/path/to file;x', "!*'();:@&=+$,/?#[]", '\x00\x7f\x80']:
    print(repr(quote(s)), repr(quote(s, safe='')), repr(quote(s, safe='/:?=&')), repr(quote_plus(s)), repr(quote_plus(s, safe='/')))
