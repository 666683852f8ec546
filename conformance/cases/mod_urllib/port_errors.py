# port of out-of-range and non-numeric ports raises ValueError
from urllib.parse import urlparse
for u in ['http://h:65535', 'http://h:0', 'http://h:65536', 'http://h:-1', 'http://h:ab', 'http://h: 1', 'http://h:١', 'http://h:']:
    try:
        print(u, urlparse(u).port)
    except ValueError as e:
        print(u, 'ValueError:', e)
