# ParseResult and SplitResult are tuples with _replace, _asdict, _fields, encode
from urllib.parse import urlparse, urlsplit, ParseResult, SplitResult
p = urlparse('http://u@h:1/p;a?q#f')
print(isinstance(p, tuple), len(p), p[0], p[-1], tuple(p), p == ('http', 'u@h:1', '/p', 'a', 'q', 'f'))
print(p._replace(fragment='', params=''), p._asdict(), ParseResult._fields, SplitResult._fields)
b = p.encode()
print(b, type(b).__name__, b.hostname, b.port, b.username, b.geturl(), b.decode() == p)
print(ParseResult('a', 'b', 'c', 'd', 'e', 'f').geturl(), SplitResult(scheme='x', netloc='', path='p', query='', fragment='').geturl())
