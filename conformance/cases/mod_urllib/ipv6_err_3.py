# urlsplit of a bad bracketed host 'http://[vzz]/'
from urllib.parse import urlsplit
urlsplit('http://[vzz]/')
