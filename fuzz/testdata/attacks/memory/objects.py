# Many small objects: each object's own size (headers, slots, entries),
# not only its data, must be charged, or a run holds far more than its
# limit while its counter shows little.
# timeout: 1s
# --- list_of_small_strs
xs = [str(i) for i in range(3 * 10**6)]
# --- dict_of_small_strs
d = {}
for i in range(10**6):
    d[i] = str(i) * 3
# --- dict_comprehension_ints
d = {i: i for i in range(3 * 10**6)}
# --- set_of_ints
s = set(range(5 * 10**6))
# --- list_of_empty_lists
xs = [[] for i in range(3 * 10**6)]
# --- list_of_empty_dicts
xs = [{} for i in range(2 * 10**6)]
# --- list_of_small_tuples
xs = [(i, i) for i in range(3 * 10**6)]
# --- list_of_floats
xs = [i + 0.5 for i in range(5 * 10**6)]
# --- list_of_objects
xs = [object() for i in range(5 * 10**6)]
# --- list_of_instances
class A:
    pass
xs = [A() for i in range(3 * 10**6)]
# --- instances_with_attrs
class A:
    def __init__(self, i):
        self.a = i
        self.b = i
        self.c = i
xs = [A(i) for i in range(2 * 10**6)]
# --- slotted_instances
class S:
    __slots__ = tuple('s%d' % i for i in range(100))
xs = [S() for i in range(10**6)]
# --- split_whitespace
('a ' * (20 * 2**20)).split()
# --- split_separator
('a,' * (20 * 2**20)).split(',')
# --- splitlines
('\n' * (30 * 2**20)).splitlines()
# --- list_of_chars
list('a' * (30 * 2**20))
# --- list_of_bytes_values
list(b'\xff' * (30 * 2**20))
# --- tuple_of_chars
tuple('ab' * (15 * 2**20))
# --- re_findall_single_chars
import re
re.findall('.', 'a' * (20 * 2**20))
# --- re_split_each
import re
re.split('', 'a' * (10 * 2**20))
# --- re_finditer_matches
import re
ms = list(re.finditer('a', 'a' * (5 * 2**20)))
# --- enumerate_list
list(enumerate(range(5 * 10**6)))
# --- zip_list
list(zip(range(5 * 10**6), range(5 * 10**6)))
# --- dict_items_list
d = dict.fromkeys(range(10**6))
[list(d.items()) for i in range(5)]
# --- counter_of_strs
import collections
collections.Counter(str(i) for i in range(3 * 10**6))
# --- defaultdict_lists
import collections
d = collections.defaultdict(list)
for i in range(2 * 10**6):
    d[i].append(i)
# --- deque_of_tuples
import collections
collections.deque((i, i) for i in range(3 * 10**6))
# --- ordered_dict_many
import collections
collections.OrderedDict((i, i) for i in range(3 * 10**6))
# --- csv_reader_rows
import csv, io
list(csv.reader(io.StringIO('a,b,c\n' * (3 * 10**6))))
# --- json_loads_array_of_ints
import json
json.loads('[' + '1,' * (5 * 10**6) + '1]')
# --- json_loads_array_of_objects
import json
json.loads('[' + '{},' * (3 * 10**6) + '{}]')
# --- parse_qsl_pairs
import urllib.parse
urllib.parse.parse_qsl('a=b&' * (3 * 10**6))
# --- decimal_list
import decimal
[decimal.Decimal(i) for i in range(10**6)]
# --- fraction_list
import fractions
[fractions.Fraction(i, 7) for i in range(10**6)]
# --- datetime_list
import datetime
[datetime.datetime(2020, 1, 1) + datetime.timedelta(seconds=i) for i in range(10**6)]
# --- bigint_list_medium
xs = [10**300 + i for i in range(10**6)]
# --- nested_list_of_lists
xs = [[i] for i in range(3 * 10**6)]
# --- exception_objects
xs = [ValueError(i) for i in range(2 * 10**6)]
# --- bound_methods
x = []
xs = [x.append for i in range(3 * 10**6)]
# --- closures
xs = [(lambda: i) for i in range(2 * 10**6)]
# --- iterators
x = [1]
xs = [iter(x) for i in range(3 * 10**6)]
# --- range_objects
xs = [range(i) for i in range(3 * 10**6)]
# --- slices
xs = [slice(i) for i in range(3 * 10**6)]
# --- partials
import functools
xs = [functools.partial(print, i) for i in range(2 * 10**6)]
