# urlencode of dicts and pair lists, doseq, safe, quote_via
from urllib.parse import urlencode, quote
print(urlencode({'a': 1, 'b': 'x y', 'c': ['1', '2'], 'd': b'\xff', b'k': None}))
print(urlencode({'c': ['1', '2'], 'd': 'xy', 'e': b'b', 'f': 5, 'g': (1, b'x')}, doseq=True))
print(urlencode([('a', '/'), ('a', '&=')], safe='/'))
print(urlencode({'a b': 'c d'}, quote_via=quote))
print(urlencode({'é': 'ü'}, encoding='latin-1'), urlencode({}), urlencode([]))
