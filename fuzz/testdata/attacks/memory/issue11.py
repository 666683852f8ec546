# Memory far above the cap, listed in issue 11: allocations the run's
# memory accounting does not see.
# --- unicodedata_normalize
import unicodedata
s = '\ufdfa' * (3 * 2**20)
unicodedata.normalize('NFKD', s)
# --- repr_bytearray
b = bytearray(b'\x00') * (50 * 2**20)
repr(b)
# --- repr_str
s = '\x00' * (50 * 2**20)
repr(s)
# --- json_dumps_long_str
import json
json.dumps('\x00' * (30 * 2**20))
# --- html_escape
import html
html.escape('"' * (50 * 2**20))
# --- b16encode
import base64
base64.b16encode(b'\xff' * (50 * 2**20))
# --- time_strftime
import time
time.strftime('%c' * (10 * 2**20))
# --- splitlines
s = '\n' * (50 * 2**20)
s.splitlines()
# --- join_huge
x = 'x' * 2**20
' '.join([x] * 10000)
