# urlunsplit and urlunparse of edge component tuples
from urllib.parse import urlunsplit, urlunparse
for t in [('http', 'h', 'p', 'q', 'f'), ('', '', 'p', '', ''), ('http', '', 'p', '', ''), ('mailto', '', 'x@y', '', ''),
          ('file', '', '/etc', '', ''), ('', 'h', '', '', ''), ('http', '', '//p', '', ''), ('x', '', '', 'q', '')]:
    print(repr(urlunsplit(t)))
print(urlunparse(('http', 'h', '/p', 'a', 'q', 'f')), urlunparse(('', '', 'p', 'a', '', '')))
