# quote of an int raises TypeError
from urllib.parse import quote
quote(123)
