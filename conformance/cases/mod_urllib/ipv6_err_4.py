# urlsplit of a bad bracketed host 'http://[zz::1]/'
from urllib.parse import urlsplit
urlsplit('http://[zz::1]/')
