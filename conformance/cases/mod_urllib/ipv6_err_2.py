# urlsplit of a bad bracketed host 'http://[1.2.3.4]/'
from urllib.parse import urlsplit
urlsplit('http://[1.2.3.4]/')
