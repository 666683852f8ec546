# urldefrag and DefragResult
from urllib.parse import urldefrag
for u in ['http://a/b#c', 'http://a/b', '#x', 'p;q?r#s#t', 'http://a/b#']:
    d = urldefrag(u)
    print(d, d.url, d.fragment, d.geturl())
