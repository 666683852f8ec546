# urlparse and urlsplit of bytes return the Bytes result types
from urllib.parse import urlparse, urlsplit, urlunparse, urldefrag
p = urlparse(b'https://user:pw@host:8/a;b?c#d')
print(p, p.hostname, p.port, p.password)
print(urlsplit(b'//h/p'), urlunparse(p), urldefrag(b'http://a/b#c'))
