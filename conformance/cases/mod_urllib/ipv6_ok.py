# bracketed hosts: IPv6 forms, zone ids, IPvFuture
from urllib.parse import urlsplit
for u in ['http://[::1]/', 'http://[FE80::1%25eth0]:8/', 'http://[2001:db8:0:0:0:0:2:1]/', 'http://[::ffff:1.2.3.4]/', 'http://[v7.abc]/',
          'http://u:p@[::]:1/']:
    s = urlsplit(u)
    print(s.netloc, s.hostname, s.port, s.username)
