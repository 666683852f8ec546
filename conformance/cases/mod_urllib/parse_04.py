# urlparse and urlsplit of 'mailto:someone@example.com'
from urllib.parse import urlparse, urlsplit, urlunparse, urlunsplit
u = 'mailto:someone@example.com'
p = urlparse(u)
s = urlsplit(u)
print(p)
print(s)
print(p.hostname, p.port, p.username, p.password)
print(p.geturl(), s.geturl(), urlunparse(p), urlunsplit(s))
print(urlparse(u, scheme='zz'), urlsplit(u, allow_fragments=False))
