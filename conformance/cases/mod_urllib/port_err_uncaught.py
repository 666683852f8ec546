# an uncaught bad port ValueError
from urllib.parse import urlsplit
urlsplit('http://example.com:99999/').port
