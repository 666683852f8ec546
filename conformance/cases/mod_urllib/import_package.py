# import urllib alone gives the package with its parse submodule (CPython's startup imports it)
import urllib
print(hasattr(urllib, 'parse'), urllib.parse.urlsplit('http://h/p').netloc)
import urllib.parse
print(urllib.parse.unquote('%41'))
