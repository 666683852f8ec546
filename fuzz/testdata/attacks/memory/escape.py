# Results several times the size of their input (escapes, encodings,
# reprs): the result's size must be charged before it is built, and a
# builder must not overshoot it.
# --- repr_str_nul
repr('\x00' * (30 * 2**20))
# --- repr_str_nonprintable_astral
repr('\U000e0001' * (8 * 2**20))
# --- ascii_str_bmp
ascii('é' * (15 * 2**20))
# --- ascii_str_astral
ascii('\U0001F600' * (8 * 2**20))
# --- repr_bytes
repr(b'\xff' * (30 * 2**20))
# --- repr_bytearray
repr(bytearray(30 * 2**20))
# --- str_bytes
str(b'\x00' * (30 * 2**20))
# --- repr_list_of_strs
repr(['\x00' * 1000] * (40 * 2**10))
# --- repr_dict_of_bytes
repr({i: b'\x00' * 1000 for i in range(40000)})
# --- json_dumps_control_chars
import json
json.dumps('\x00' * (20 * 2**20))
# --- json_dumps_non_ascii
import json
json.dumps('é' * (20 * 2**20))
# --- json_dumps_astral
import json
json.dumps('\U0001F600' * (8 * 2**20))
# --- json_dumps_list_of_strs
import json
json.dumps(['\x01' * 1000] * 40000)
# --- json_dump_stringio
import json, io
json.dump('\x00' * (20 * 2**20), io.StringIO())
# --- html_escape_quotes
import html
html.escape('"' * (30 * 2**20))
# --- html_escape_amp
import html
html.escape('&' * (30 * 2**20))
# --- quote_non_ascii
import urllib.parse
urllib.parse.quote('\U0001F600' * (4 * 2**20))
# --- quote_plus_spaces
import urllib.parse
urllib.parse.quote_plus('\xff' * (10 * 2**20))
# --- quote_from_bytes
import urllib.parse
urllib.parse.quote_from_bytes(b'\xff' * (20 * 2**20))
# --- urlencode_values
import urllib.parse
urllib.parse.urlencode({'a': '\xff' * (10 * 2**20)})
# --- b16encode
import base64
base64.b16encode(b'\xff' * (30 * 2**20))
# --- b32encode
import base64
base64.b32encode(b'\xff' * (30 * 2**20))
# --- b32hexencode
import base64
base64.b32hexencode(b'\xff' * (30 * 2**20))
# --- b64encode
import base64
base64.b64encode(b'\xff' * (40 * 2**20))
# --- urlsafe_b64encode
import base64
base64.urlsafe_b64encode(b'\xff' * (40 * 2**20))
# --- hexlify
import binascii
binascii.hexlify(b'\xff' * (30 * 2**20))
# --- hexlify_sep
import binascii
binascii.hexlify(b'\xff' * (20 * 2**20), '-')
# --- b2a_base64
import binascii
binascii.b2a_base64(b'\xff' * (40 * 2**20))
# --- bytes_hex
(b'\xff' * (30 * 2**20)).hex()
# --- bytes_hex_sep
(b'\xff' * (20 * 2**20)).hex(':')
# --- bytearray_hex
bytearray(30 * 2**20).hex()
# --- encode_utf32
('a' * (15 * 2**20)).encode('utf-32')
# --- encode_utf16
('a' * (25 * 2**20)).encode('utf-16')
# --- encode_utf8_astral
('\U0001F600' * (12 * 2**20)).encode()
# --- encode_xmlcharrefreplace
('\U0001F600' * (5 * 2**20)).encode('ascii', 'xmlcharrefreplace')
# --- encode_backslashreplace
('\U0001F600' * (5 * 2**20)).encode('ascii', 'backslashreplace')
# --- decode_backslashreplace
(b'\xff' * (20 * 2**20)).decode('ascii', 'backslashreplace')
# --- decode_latin1_widens
(b'\xff' * (40 * 2**20)).decode('latin-1')
# --- re_escape
import re
re.escape('.' * (30 * 2**20))
# --- re_escape_bytes
import re
re.escape(b'.' * (30 * 2**20))
# --- pprint_pformat_strs
import pprint
pprint.pformat(['\x00' * 100] * 300000)
# --- csv_quote_all
import csv, io
f = io.StringIO()
csv.writer(f, quoting=csv.QUOTE_ALL).writerow(['"'] * (5 * 2**20))
# --- fstring_repr_conversion
s = '\x00' * (30 * 2**20)
f'{s!r}'
# --- format_r
'%r' % ('\x00' * (30 * 2**20),)
# --- str_format_r
'{!r}'.format('\x00' * (30 * 2**20))
# --- exception_repr
repr(ValueError('\x00' * (30 * 2**20)))
# --- decimal_repr_long
import decimal
repr(decimal.Decimal('1' * 4000) ** 2) * 1 if False else repr([decimal.Decimal('1.' + '0' * 100)] * 300000)
# --- fraction_repr_many
import fractions
repr([fractions.Fraction(10**100, 3)] * 300000)
# --- datetime_repr_many
import datetime
repr([datetime.datetime(2020, 1, 1)] * 1000000)
