# parse_qs error: parse_qsl('a&b', strict_parsing=True)
from urllib.parse import parse_qs, parse_qsl
parse_qsl('a&b', strict_parsing=True)
