# parse_qs error: parse_qsl('a=1&b=2&c=3', max_num_fields=2)
from urllib.parse import parse_qs, parse_qsl
parse_qsl('a=1&b=2&c=3', max_num_fields=2)
