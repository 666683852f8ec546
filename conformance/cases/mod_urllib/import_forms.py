# import urllib.parse binds urllib; from-import works
import urllib.parse
import urllib.parse as up
from urllib import parse
from urllib.parse import quote as q
print(urllib.parse.quote('a b'), up is urllib.parse, parse is up, q('/x y'))
print(urllib.parse.__name__, type(urllib).__name__)
