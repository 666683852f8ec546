# Unicode and text processing whose cost grows with the data.
# --- normalize_nfkd_expanding
import unicodedata
unicodedata.normalize('NFKD', '\ufdfa' * (3 * 2**20))
# --- normalize_nfc_hangul
import unicodedata
unicodedata.normalize('NFC', '\u1100\u1161\u11a8' * 2**21)
# --- normalize_reorder_combining
import unicodedata
unicodedata.normalize('NFD', 'a' + '\u0301\u0316' * 2**21)
# --- is_normalized_long
import unicodedata
unicodedata.is_normalized('NFC', 'a' + '\u0316\u0301' * 2**22)
# --- casefold_expanding
('ß' * (10 * 2**20)).casefold()
# --- upper_expanding
('ﬃ' * (10 * 2**20)).upper()
# --- title_long
('aB ' * (10 * 2**20)).title()
# --- swapcase_long
('ß' * (10 * 2**20)).swapcase()
# --- difflib_sequencematcher_long
import difflib
difflib.SequenceMatcher(None, 'ab' * 50000, 'ba' * 50000).ratio()
# --- difflib_ndiff_long
import difflib
list(difflib.ndiff(['a%d' % i for i in range(5000)], ['b%d' % i for i in range(5000)]))
# --- difflib_close_matches
import difflib
difflib.get_close_matches('a' * 1000, ['a' * 999 + str(i) for i in range(10000)])
# --- textwrap_long
import textwrap
textwrap.fill('word ' * 10**6, width=7)
# --- textwrap_dedent_long
import textwrap
textwrap.dedent(' ' * 10**6 + 'a\n' + ' ' * 10**6 + 'b\n' * 10**5)
# --- str_split_whitespace_long
('a ' * (20 * 2**20)).split()
# --- splitlines_long
('a\n' * (20 * 2**20)).splitlines()
# --- csv_reader_long
import csv, io
list(csv.reader(io.StringIO('a,' * (10 * 2**20))))
# --- html_unescape_long
import html
html.unescape('&amp;' * (10 * 2**20))
# --- html_unescape_numeric_long
import html
html.unescape('&#1234567890123;' * (2 * 2**20))
# --- urllib_unquote_long
import urllib.parse
urllib.parse.unquote('%41' * (10 * 2**20))
# --- parse_qs_long
import urllib.parse
urllib.parse.parse_qs('a=1&' * (5 * 2**20))
# --- pprint_long_list
import pprint
pprint.pformat(list(range(10**6)), width=1)
# --- calendar_all_years
import calendar
for y in range(1, 10000):
    calendar.calendar(y)
# --- shlex_like_split
'"a b" ' * (10 * 2**20)
('"a b" ' * (10 * 2**20)).partition('c')
