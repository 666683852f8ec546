# username, password and hostname parsing
from urllib.parse import urlsplit
for u in ['http://a:b@h', 'http://a@h', 'http://:b@h', 'http://a:@h', 'http://a:b:c@h', 'http://a@b@h', 'http://H.Example.COM',
          'http://h', 'http:///p', 'http://a:b@', 'http://[::1]:5', 'http://[FE80::A%ETH0]/']:
    s = urlsplit(u)
    print(repr(u), s.username, s.password, s.hostname, s.port)
