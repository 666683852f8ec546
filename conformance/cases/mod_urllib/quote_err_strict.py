# quote with an unencodable character raises UnicodeEncodeError
from urllib.parse import quote
quote('é', encoding='ascii')
