# Transformations whose output grows by a factor the input controls:
# case mappings, normalization, expansion of tabs, replacement and
# substitution, templates.
# --- upper_ffi
('ﬃ' * (20 * 2**20)).upper()
# --- upper_sharp_s
('ß' * (20 * 2**20)).upper()
# --- casefold_sharp_s
('ß' * (20 * 2**20)).casefold()
# --- lower_dotted_i
('İ' * (20 * 2**20)).lower()
# --- title_ligatures
('ﬃ ' * (10 * 2**20)).title()
# --- capitalize_n_apostrophe
('ŉ' * (20 * 2**20)).capitalize()
# --- swapcase_iota
('\u0390' * (15 * 2**20)).swapcase()
# --- normalize_nfkd_fdfa
import unicodedata
unicodedata.normalize('NFKD', '\ufdfa' * (3 * 2**20))
# --- normalize_nfkc_fdfa
import unicodedata
unicodedata.normalize('NFKC', '\ufdfa' * (3 * 2**20))
# --- normalize_nfd_hangul
import unicodedata
unicodedata.normalize('NFD', '\uac00' * (15 * 2**20))
# --- expandtabs_default
('\t' * (10 * 2**20)).expandtabs()
# --- expandtabs_bytes
(b'\t' * (10 * 2**20)).expandtabs(8)
# --- replace_growth
('a' * (10 * 2**20)).replace('a', 'abcdefgh')
# --- replace_empty_pattern
('a' * (10 * 2**20)).replace('', 'xyz')
# --- bytes_replace_empty
(b'a' * (10 * 2**20)).replace(b'', b'xyz')
# --- re_sub_group_repeat
import re
re.sub('a', '\\g<0>' * 100, 'a' * (2**20))
# --- re_sub_template_backrefs
import re
re.sub('(a)', r'\1\1\1\1\1\1\1\1', 'a' * (10 * 2**20))
# --- re_sub_empty_matches
import re
re.sub('', 'xyz', 'a' * (10 * 2**20))
# --- re_subn_callable_growth
import re
re.subn('a', lambda m: 'b' * 100, 'a' * (2**20))
# --- translate_to_long
('ab' * (5 * 2**20)).translate({97: 'x' * 20})
# --- template_substitute
import string
string.Template('$a$a$a$a' * (2**20)).substitute(a='xxxxxxxx')
# --- template_safe_substitute
import string
string.Template('${a}' * (4 * 2**20)).safe_substitute(a='x' * 16)
# --- format_repeat_field
('{0}{0}{0}{0}' * (2**20)).format('x' * 16)
# --- percent_repeat_field
('%(a)s' * (4 * 2**20)) % {'a': 'x' * 16}
# --- textwrap_indent
import textwrap
textwrap.indent('a\n' * (5 * 2**20), ' ' * 16)
# --- join_separator_long
('x' * 1000).join(['a'] * 300000)
# --- bytes_join_separator_long
(b'x' * 1000).join([b'a'] * 300000)
# --- zfill_each
['1'.zfill(1000) for i in range(300000)]
# --- center_each
['x'.center(1000) for i in range(300000)]
# --- ljust_bytes_each
[b'x'.ljust(1000) for i in range(300000)]
# --- str_multiply_each
['ab' * 500 for i in range(300000)]
# --- concat_each
s = 'x' * 1000
[s + s for i in range(300000)]
# --- bytes_fromhex_many
[bytes.fromhex('ff' * 500) for i in range(300000)]
# --- int_to_bytes_each
[(2**8000 - 1).to_bytes(1000, 'big') for i in range(300000)]
# --- time_strftime_c
import time
time.strftime('%c' * (5 * 2**20))
# --- datetime_strftime_A
import datetime
datetime.datetime(2020, 1, 1).strftime('%A%B' * (2 * 2**20))
# --- date_isoformat_each
import datetime
d = datetime.date(2020, 1, 1)
[d.isoformat() * 100 for i in range(300000)]
# --- calendar_month_each
import calendar
[calendar.month(2020, 1) for i in range(100000)]
# --- difflib_ndiff_output
import difflib
list(difflib.ndiff(['a' * 100] * 50000, ['b' * 100] * 50000))
# --- uuid_str_each
import uuid
u = uuid.UUID(int=0)
[str(u) * 10 for i in range(300000)]
