# urlparse mixing bytes url and str scheme raises TypeError
from urllib.parse import urlparse
urlparse(b'http://x/', scheme='http')
