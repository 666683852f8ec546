# scheme recognition: case, digits, leading chars, whitespace stripping
from urllib.parse import urlsplit
for u in ['HtTp://x', 'a1+b-c.d://x', '1a://x', '-a://x', 'a_b://x', ':x', 'x:', 'http:x', '\x00 http://x', 'ht\ttp://x/\ry', 'é://x', 'path:80']:
    print(repr(u), urlsplit(u))
