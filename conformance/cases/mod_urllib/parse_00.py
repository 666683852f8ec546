# urlparse and urlsplit of 'https://user:pw@Example.COM:8080/a/b;p?q=1&r=2#frag'
from urllib.parse import urlparse, urlsplit, urlunparse, urlunsplit
u = 'https://user:pw@Example.COM:8080/a/b;p?q=1&r=2#frag'
p = urlparse(u)
s = urlsplit(u)
print(p)
print(s)
print(p.hostname, p.port, p.username, p.password)
print(p.geturl(), s.geturl(), urlunparse(p), urlunsplit(s))
print(urlparse(u, scheme='zz'), urlsplit(u, allow_fragments=False))
