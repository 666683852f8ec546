# parse_qs error: parse_qsl('a=1', separator='')
from urllib.parse import parse_qs, parse_qsl
parse_qsl('a=1', separator='')
