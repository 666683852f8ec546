# urljoin of RFC 3986 examples, part 5
from urllib.parse import urljoin
for base in ['http://a/b/c/d;p?q', 'http://a/b/c/d/', 'http://a', 'file:///tmp/x', 'mailto:x@y', 'svn+ssh://h/p/q']:
    for rel in ['g;x=1/./y', 'g;x=1/../y', 'http:g', 'http:', 'https://other/x', 'g?y/./x', 'g#s/../x']:
        print(repr(base), repr(rel), repr(urljoin(base, rel)))
