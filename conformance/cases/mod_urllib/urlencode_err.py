# urlencode of a string raises TypeError
from urllib.parse import urlencode
urlencode('a=b')
