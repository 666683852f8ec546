# parse_qs error: parse_qs('a=1', separator=None)
from urllib.parse import parse_qs, parse_qsl
parse_qs('a=1', separator=None)
