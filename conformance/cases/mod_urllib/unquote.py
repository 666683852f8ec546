# unquote, unquote_plus, unquote_to_bytes with bad escapes
from urllib.parse import unquote, unquote_plus, unquote_to_bytes
for s in ['%E2%82%ACx', '%zz%4', 'a%20b+c', '%', '%%41', '%C3', '%C3%A9é%A9', 'abc', '', '%e2%82%ac', '%41%42%4']:
    print(repr(unquote(s)), repr(unquote_plus(s)), repr(unquote_to_bytes(s)))
print(unquote(b'%41%ff'), unquote('%E9', encoding='latin-1'), unquote('%ff', errors='ignore'), unquote('%ff', errors='strict') if False else '')
print(unquote_to_bytes(b'a%62'))
