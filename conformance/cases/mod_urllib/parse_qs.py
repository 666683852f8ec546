# parse_qs and parse_qsl with keep_blank_values, separators, encodings
from urllib.parse import parse_qs, parse_qsl
for q in ['a=1&a=2&b=&c', 'x=%20y+z&%41=1', '', '&&', '=v', 'k=', 'a=1;b=2', 'a=b=c', 'é=ü', b'a=1&b=%ff']:
    print(repr(q), parse_qs(q), parse_qsl(q, keep_blank_values=True))
print(parse_qsl('a=1;b=2', separator=';'), parse_qs('x=%E9', encoding='latin-1'), parse_qsl('x=%ff', errors='ignore'))
print(parse_qsl('a=1&b=2', max_num_fields=2))
