# Expensive single operations repeated: each costs one operation or a
# few but takes milliseconds, so counting operations alone lets the run
# go far past its deadline. Work must be charged by size, or the deadline
# checked by time.
# --- str_eq_long
s = 'a' * (30 * 2**20)
t = 'a' * (30 * 2**20)
while True:
    s == t
# --- bytes_eq_long
s = b'a' * (30 * 2**20)
t = b'a' * (30 * 2**20)
for i in range(10**7):
    s == t
# --- str_slice_copy
s = 'a' * (20 * 2**20)
for i in range(10**7):
    s[1:]
# --- bytes_slice_copy
s = b'a' * (20 * 2**20)
for i in range(10**7):
    s[1:]
# --- list_insert_front
x = list(range(3 * 10**6))
for i in range(10**7):
    x.insert(0, i)
    x.pop()
# --- list_pop_front
x = list(range(5 * 10**6))
for i in range(10**7):
    x.pop(0)
    x.append(i)
# --- list_del_front
x = list(range(5 * 10**6))
for i in range(10**7):
    del x[0]
    x.append(i)
# --- bytearray_insert_front
x = bytearray(50 * 2**20)
for i in range(10**7):
    x.insert(0, 1)
    x.pop()
# --- bytearray_del_front
x = bytearray(50 * 2**20)
for i in range(10**7):
    del x[:1]
    x.append(1)
# --- list_copy_loop
x = list(range(5 * 10**6))
for i in range(10**7):
    x[:]
# --- str_concat_loop
s = 'a' * (20 * 2**20)
for i in range(10**7):
    s + 'b'
# --- str_hash_loop
s = 'a' * (30 * 2**20)
for i in range(10**7):
    hash(s + '') if False else hash(s[:-1])
# --- bytes_hash_new_loop
s = b'a' * (30 * 2**20)
for i in range(10**7):
    {s[i % 2:]: 1}
# --- str_find_loop
s = 'a' * (30 * 2**20)
for i in range(10**7):
    s.find('b')
# --- str_count_loop
s = 'a' * (30 * 2**20)
for i in range(10**7):
    s.count('a')
# --- str_in_loop
s = 'ab' * (15 * 2**20)
for i in range(10**7):
    'abc' in s
# --- str_startswith_long_prefix
s = 'a' * (30 * 2**20)
for i in range(10**7):
    s.startswith(s)
# --- str_upper_loop
s = 'a' * (20 * 2**20)
for i in range(10**7):
    s.upper()
# --- str_encode_loop
s = 'é' * (10 * 2**20)
for i in range(10**7):
    s.encode()
# --- bytes_decode_loop
s = 'é'.encode() * (10 * 2**20)
for i in range(10**7):
    s.decode()
# --- str_isidentifier_loop
s = 'a' * (30 * 2**20)
for i in range(10**7):
    s.isidentifier()
# --- str_isnumeric_loop
s = '1' * (30 * 2**20)
for i in range(10**7):
    s.isdigit()
# --- str_strip_loop
s = ' ' * (30 * 2**20)
for i in range(10**7):
    s.strip()
# --- str_split_maxsplit_loop
s = 'a' * (30 * 2**20)
for i in range(10**7):
    s.split('b', 1)
# --- bytes_translate_loop
t = bytes(range(256))
s = b'a' * (30 * 2**20)
for i in range(10**7):
    s.translate(t)
# --- sorted_long_common_prefix
xs = ['a' * 10**6 + str(i) for i in range(40)]
for i in range(10**7):
    sorted(xs)
# --- set_of_long_strings
xs = ['a' * 10**6 + str(i) for i in range(40)]
for i in range(10**7):
    set(xs)
# --- list_index_long_strings
xs = ['a' * 10**6 + str(i) for i in range(40)]
for i in range(10**7):
    xs.index(xs[-1])
# --- hashlib_long_loop
import hashlib
s = b'a' * (30 * 2**20)
for i in range(10**7):
    hashlib.sha256(s).digest()
# --- hashlib_update_loop
import hashlib
s = b'a' * (30 * 2**20)
h = hashlib.sha512()
for i in range(10**7):
    h.update(s)
# --- md5_hexdigest_loop
import hashlib
h = hashlib.md5(b'a' * (30 * 2**20))
for i in range(10**7):
    h.copy().hexdigest()
# --- base64_loop
import base64
s = b'a' * (10 * 2**20)
for i in range(10**7):
    base64.b64encode(s)
# --- json_dumps_loop
import json
s = 'a' * (10 * 2**20)
for i in range(10**7):
    json.dumps(s)
# --- json_loads_loop
import json
s = '"' + 'a' * (10 * 2**20) + '"'
for i in range(10**7):
    json.loads(s)
# --- unicodedata_normalize_loop
import unicodedata
s = 'é' * (5 * 2**20)
for i in range(10**7):
    unicodedata.normalize('NFD', s)
# --- html_escape_loop
import html
s = 'a' * (20 * 2**20)
for i in range(10**7):
    html.escape(s)
# --- urllib_quote_loop
import urllib.parse
s = 'a' * (20 * 2**20)
for i in range(10**7):
    urllib.parse.quote(s)
# --- re_search_long_loop
import re
s = 'a' * (20 * 2**20)
p = re.compile('b')
for i in range(10**7):
    p.search(s)
# --- int_from_long_hex_loop
s = 'f' * 10**6
for i in range(10**7):
    int(s, 16)
# --- float_repr_loop
xs = [1.0 / 3] * 10**6
for i in range(10**7):
    repr(xs)
# --- copy_deepcopy_loop
import copy
x = [list(range(1000))] * 1000
for i in range(10**7):
    copy.deepcopy(x)
# --- struct_time_strftime_loop
import time
t = time.gmtime(0)
f = '%Y' * 10**5
for i in range(10**7):
    time.strftime(f, t)
# --- difflib_ratio_loop
import difflib
m = difflib.SequenceMatcher(None, 'ab' * 3000, 'ba' * 3000)
for i in range(10**7):
    m.ratio()
# --- str_expandtabs_loop
s = 'a\t' * (5 * 2**20)
for i in range(10**7):
    s.expandtabs(1)
# --- list_sort_sorted_loop
x = list(range(3 * 10**6))
for i in range(10**7):
    x.sort()
# --- list_reverse_loop
x = list(range(5 * 10**6))
for i in range(10**7):
    x.reverse()
# --- dict_copy_loop
d = dict.fromkeys(range(10**6))
for i in range(10**7):
    d.copy()
# --- set_copy_loop
s = set(range(10**6))
for i in range(10**7):
    s.copy()
# --- tuple_eq_loop
t = tuple(range(5 * 10**6))
u = tuple(range(5 * 10**6))
for i in range(10**7):
    t == u
# --- list_contains_loop
x = list(range(5 * 10**6))
for i in range(10**7):
    -1 in x
# --- range_contains_bigint_loop
r = range(0, 10**100, 3)
for i in range(10**7):
    (10**99 + 1) in r
