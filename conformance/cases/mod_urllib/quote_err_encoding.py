# quote of bytes with an encoding raises TypeError
from urllib.parse import quote
quote(b'abc', encoding='utf-8')
