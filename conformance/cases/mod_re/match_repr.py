# Match repr truncates long matches
import re
print(re.match(r'a*', 'a' * 70))
print(re.search(r'é+', 'xééy'))
print(re.match(b'ab', b'abc'))
print(re.match(r'', ''))
