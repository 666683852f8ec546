# One call whose work grows with an argument the program sets: the work
# must be charged and the deadline polled while it runs.
# --- sum_of_lists_quadratic
sum([[1]] * 10**5, [])
# --- reduce_concat_quadratic
import functools, operator
functools.reduce(operator.add, [[1]] * 10**5)
# --- str_count_long_pattern
('a' * 10**7).count('a' * 10**3 + 'b')
# --- str_find_loop_long
s = 'a' * 10**7
for i in range(10**6):
    s.find('a' * 5000 + 'b')
# --- bytes_find_loop_long
s = b'a' * 10**7
for i in range(10**6):
    s.find(b'a' * 5000 + b'b')
# --- str_in_loop_long
s = 'ab' * 5 * 10**6
for i in range(10**6):
    'ba' * 3000 + 'c' in s
# --- str_rfind_long
s = 'a' * 10**7
for i in range(10**6):
    s.rfind('b' + 'a' * 5000)
# --- str_replace_loop_long
s = 'a' * 10**7
for i in range(10**6):
    s.replace('b', 'c')
# --- str_eq_loop_long
a, b = 'x' * 10**7, 'x' * 10**7
for i in range(10**6):
    a == b
# --- str_hash_loop_new
s = 'x' * 10**7
for i in range(10**6):
    hash(s + str(i))
# --- str_lt_loop_long
a, b = 'x' * 10**7 + 'a', 'x' * 10**7 + 'b'
for i in range(10**6):
    a < b
# --- list_eq_loop_long
a, b = [0] * 10**6, [0] * 10**6
for i in range(10**6):
    a == b
# --- tuple_hash_loop_long
t = tuple(range(10**6))
for i in range(10**6):
    hash(t)
# --- list_in_loop_long
a = [0] * 10**6
for i in range(10**6):
    1 in a
# --- list_count_loop_long
a = [0] * 10**6
for i in range(10**6):
    a.count(1)
# --- list_copy_loop_long
a = [0] * 10**6
for i in range(10**6):
    a[:]
# --- list_reverse_loop_long
a = [0] * 10**6
for i in range(10**6):
    a.reverse()
# --- sorted_loop_long
a = list(range(10**6))
for i in range(10**6):
    sorted(a)
# --- min_loop_long
a = list(range(10**6))
for i in range(10**6):
    min(a)
# --- set_issubset_loop
a = set(range(10**6))
for i in range(10**6):
    a <= a
# --- dict_eq_loop
a = dict.fromkeys(range(10**6))
for i in range(10**6):
    a == a.copy()
# --- bytes_translate_loop
t = bytes(range(256))
s = b'x' * 10**7
for i in range(10**6):
    s.translate(t)
# --- str_upper_loop
s = 'x' * 10**7
for i in range(10**6):
    s.upper()
# --- str_isdigit_loop
s = '1' * 10**7
for i in range(10**6):
    s.isdigit()
# --- str_encode_loop
s = 'x' * 10**7
for i in range(10**6):
    s.encode()
# --- bytes_decode_loop
s = b'x' * 10**7
for i in range(10**6):
    s.decode()
# --- int_from_str_loop
s = '9' * 4000
for i in range(10**6):
    int(s)
# --- float_from_long_str_loop
s = '1' * 10**6 + '.5'
for i in range(10**6):
    float(s)
# --- str_strip_loop
s = ' ' * 10**7 + 'x'
for i in range(10**6):
    s.lstrip()
# --- str_startswith_tuple_loop
s = 'x' * 10**7
t = tuple('y' * 1000 + str(i) for i in range(1000))
for i in range(10**6):
    s.startswith(t)
# --- str_splitlines_loop
s = 'x\n' * 10**6
for i in range(10**6):
    len(s.splitlines())
# --- bytearray_find_loop
s = bytearray(b'a' * 10**7)
for i in range(10**6):
    s.find(b'b')
# --- hashlib_loop
import hashlib
s = b'x' * 10**7
for i in range(10**6):
    hashlib.sha512(s).digest()
# --- base64_loop
import base64
s = b'x' * 10**7
for i in range(10**6):
    base64.b64encode(s)
# --- json_loads_loop
import json
s = '[' + '1,' * 10**6 + '1]'
for i in range(10**6):
    json.loads(s)
# --- json_dumps_loop
import json
x = list(range(10**6))
for i in range(10**6):
    json.dumps(x)
# --- re_search_loop
import re
s = 'a' * 10**7
p = re.compile('b')
for i in range(10**6):
    p.search(s)
# --- copy_deepcopy_loop
import copy
x = list(range(10**6))
for i in range(10**6):
    copy.copy(x)
# --- deque_rotate_loop
import collections
d = collections.deque(range(10**6))
for i in range(10**6):
    d.rotate(5 * 10**5)
# --- deque_index_loop
import collections
d = collections.deque(range(10**6))
for i in range(10**6):
    d.index(10**6 - 1)
# --- unicodedata_normalize_loop
import unicodedata
s = 'e\u0301' * 10**6
for i in range(10**6):
    unicodedata.normalize('NFC', s)
# --- bisect_insort_front_loop
import bisect
a = list(range(10**6))
for i in range(10**6):
    bisect.insort(a, -i)
# --- list_insert_front_loop
a = [0] * 10**6
for i in range(10**6):
    a.insert(0, i)
# --- list_pop_front_loop
a = [0] * 10**6
while a:
    a.pop(0)
# --- del_slice_front_loop
a = list(range(10**6))
while a:
    del a[:1]
# --- heapq_heapify_loop
import heapq
a = list(range(10**6, 0, -1))
for i in range(10**6):
    heapq.heapify(a[:])
# --- str_join_loop
a = ['x'] * 10**6
for i in range(10**6):
    ''.join(a)
# --- statistics_median_loop
import statistics
a = list(range(10**6))
for i in range(10**6):
    statistics.median(a)
# --- itertools_combinations_count
import itertools
for c in itertools.combinations(range(100), 50):
    pass
# --- textwrap_dedent_loop
import textwrap
s = ('    x\n') * 10**6
for i in range(10**6):
    textwrap.dedent(s)
# --- csv_writer_loop
import csv, io
w = csv.writer(io.StringIO())
row = ['x' * 10**6] * 10
for i in range(10**6):
    w.writerow(row)
# --- dict_lookup_long_equal_key_loop
k1, k2 = 'ab' * (4 * 2**20), 'ab' * (4 * 2**20)
d = {k1: 1}
for i in range(10**6):
    d[k2]
# --- set_in_long_equal_key_loop
k1, k2 = 'ab' * (4 * 2**20), 'ab' * (4 * 2**20)
s = {k1}
for i in range(10**6):
    k2 in s
# --- dict_get_long_equal_key_loop
k1, k2 = 'x' * (8 * 2**20), 'x' * (8 * 2**20)
d = {k1: 1, 'a': 2}
for i in range(10**6):
    d.get(k2)
    k2 in d
