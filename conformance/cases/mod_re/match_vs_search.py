# match anchors at the start, search does not
import re
print(re.match(r'b', 'abc'), re.search(r'b', 'abc'))
print(re.match(r'a', 'abc').span())
print(re.fullmatch(r'a\w', 'ab'), re.fullmatch(r'a', 'ab'))
