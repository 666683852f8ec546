# urljoin mixing str and bytes raises TypeError
from urllib.parse import urljoin
urljoin('http://a/', b'b')
