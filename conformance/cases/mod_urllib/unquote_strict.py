# unquote with errors=strict on invalid UTF-8 raises
from urllib.parse import unquote
unquote('%ff', errors='strict')
