# urlparse and urlsplit of 'a:b'
from urllib.parse import urlparse, urlsplit, urlunparse, urlunsplit
u = 'a:b'
p = urlparse(u)
s = urlsplit(u)
print(p)
print(s)
print(p.hostname, p.port, p.username, p.password)
print(p.geturl(), s.geturl(), urlunparse(p), urlunsplit(s))
print(urlparse(u, scheme='zz'), urlsplit(u, allow_fragments=False))
