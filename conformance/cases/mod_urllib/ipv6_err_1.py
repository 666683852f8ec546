# urlsplit of a bad bracketed host 'http://::1]/'
from urllib.parse import urlsplit
urlsplit('http://::1]/')
