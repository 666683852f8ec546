# urljoin with empty parts, bytes, allow_fragments
from urllib.parse import urljoin
print(urljoin('', 'x'), urljoin('http://a/b', ''), urljoin(b'http://a/b/', b'c'), urljoin(b'', b'q'))
print(urljoin('http://a/b#f', '#g', allow_fragments=False), urljoin('http://a/b/c', '../../../..'))
print(urljoin('http://a/b/', 'c//d'), urljoin('http://a//b/', '../c'), urljoin('HTTP://a/b', 'c'))
