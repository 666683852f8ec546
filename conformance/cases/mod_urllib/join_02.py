# urljoin of RFC 3986 examples, part 2
from urllib.parse import urljoin
for base in ['http://a/b/c/d;p?q', 'http://a/b/c/d/', 'http://a', 'file:///tmp/x', 'mailto:x@y', 'svn+ssh://h/p/q']:
    for rel in ['', '.', './', '..', '../', '../g', '../..']:
        print(repr(base), repr(rel), repr(urljoin(base, rel)))
