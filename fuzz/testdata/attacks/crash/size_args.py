# Count, size and length arguments of builtins and module functions the
# program sets: each must be checked against the memory limit before
# anything is allocated for it (MemoryError, OverflowError or
# ValueError as CPython), never a Go allocation of that size.
# --- counter_most_common_huge
import collections
collections.Counter('abc').most_common(10**10)
# --- heapq_nlargest_huge
import heapq
heapq.nlargest(10**10, [3, 1, 2])
# --- heapq_nsmallest_huge_key
import heapq
heapq.nsmallest(2**62, range(5), key=lambda v: -v)
# --- random_sample_huge_population_k
import random
random.sample(range(10**12), 10**9)
# --- statistics_quantiles_huge_n
import statistics
statistics.quantiles([1, 2, 3], n=10**10)
# --- deque_maxlen_huge_extend
import collections
d = collections.deque(maxlen=2**62)
d.extend(range(10**9))
# --- percent_star_width_s
'%*s' % (2**40, 'x')
# --- percent_star_width_negative
'%*d' % (-2**40, 1)
# --- format_nested_width_kw
'{:_>{w}}'.format('x', w=10**10)
# --- bytes_of_huge_int
bytes(10**10)
# --- bytes_of_repeat_iterator
import itertools
bytes(itertools.repeat(0, 10**10))
# --- bytearray_extend_repeat
import itertools
bytearray().extend(itertools.repeat(1, 10**10))
# --- join_repeat_iterator
import itertools
''.join(itertools.repeat('x', 10**10))
# --- set_of_huge_range
set(range(10**10))
# --- frozenset_of_huge_range
frozenset(range(10**10))
# --- sorted_huge_range
sorted(range(10**10))
# --- tuple_of_reversed_huge_range
tuple(reversed(range(10**10)))
# --- list_of_map_huge_range
list(map(abs, range(10**10)))
# --- counter_of_huge_range
import collections
collections.Counter(range(10**10))
# --- deque_of_huge_range
import collections
collections.deque(range(10**10))
# --- call_with_huge_star_args
def f(*a):
    return len(a)
f(*range(10**9))
# --- print_huge_star_args
print(*range(10**9), sep='')
# --- max_huge_star_args
max(*range(10**9))
# --- zip_star_huge
list(zip(*[range(3)] * 10**8))
# --- call_with_huge_kwargs
def f(**k):
    return len(k)
f(**dict.fromkeys(map(str, range(10**8))))
# --- str_replace_empty_huge_count
('a' * 10**7).replace('', 'xy', 10**18)
# --- int_to_bytes_length_huge
(1).to_bytes(2**62, 'big')
# --- int_to_bytes_length_2_40
(1).to_bytes(2**40, 'little')
# --- operator_mul_list
import operator
operator.mul([1], 10**10)
# --- operator_imul_bytearray
import operator
operator.imul(bytearray(b'x'), 10**10)
# --- json_loads_long_array
import json
json.loads('[' + '1,' * 10**8 + '1]')
# --- json_loads_long_escapes
import json
json.loads('"' + '\\u0041' * 10**8 + '"')
# --- csv_reader_many_fields
import csv
next(csv.reader(['a,' * 10**8]))
# --- textwrap_wrap_width_one_long
import textwrap
textwrap.wrap('a ' * 10**7, 1)
# --- string_capwords_long
import string
string.capwords('a ' * 10**8)
# --- urllib_quote_growth
import urllib.parse
urllib.parse.quote('\x00' * 10**8)
# --- urllib_quote_plus_unicode_growth
import urllib.parse
urllib.parse.quote_plus('\uffff' * 10**7)
# --- urllib_urlencode_long_value
import urllib.parse
urllib.parse.urlencode({'a': '\x00' * 10**8})
# --- binascii_hexlify_sep
import binascii
binascii.hexlify(b'x' * 10**8, b'-', 1)
# --- b64encode_bytes_of_huge
import base64
base64.b64encode(bytes(10**9))
# --- hashlib_update_huge
import hashlib
hashlib.sha256(bytes(10**10)).hexdigest()
# --- type_with_huge_namespace
type('X', (), {'a%d' % i: i for i in range(10**7)})
# --- str_maketrans_huge_value
t = str.maketrans({'a': 'x' * 10**8})
('a' * 100).translate(t)
# --- datetime_strftime_repeat_f
import datetime
datetime.datetime(2020, 1, 1).strftime('%f' * 10**7)
# --- format_datetime_repeat
import datetime
format(datetime.date(2020, 1, 1), '%Y' * 10**7)
# --- fsum_repeat
import itertools, math
math.fsum(itertools.repeat(1.0, 10**10))
# --- range_index_huge
range(10**20).index(10**19)
# --- list_insert_loop_huge_index
x = []
for i in range(10**7):
    x.insert(2**62, i)
# --- str_center_bigint_width
'x'.center(10**100)
# --- bytes_rjust_2_62
b'x'.rjust(2**62)
# --- list_mul_2_62
[None] * 2**62
# --- list_mul_negative_then_huge
x = [1, 2] * -1
x * 10**10
# --- bytearray_mul_2_31
bytearray(b'ab') * 2**31
# --- tuple_mul_huge_of_huge
(1,) * 2**40
# --- str_mul_2_31
'ab' * 2**31
# --- iadd_self_doubling
x = [0]
for i in range(100):
    x += x
# --- str_doubling
s = 'x'
for i in range(100):
    s += s
# --- bytes_doubling
s = b'x'
for i in range(100):
    s = s + s
# --- dict_doubling_copy
d = {i: i for i in range(1000)}
ds = [dict(d) for i in range(10**6)]
# --- set_doubling_union
s = set(range(10**5))
xs = [s | {i} for i in range(10**6)]
