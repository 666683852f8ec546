# Library functions of the authorized modules with arguments at or past
# the edges of their domains: each must raise CPython's exception.
# --- datetime_add_overflow
import datetime
datetime.datetime(9999, 12, 31) + datetime.timedelta(days=1)
# --- datetime_sub_underflow
import datetime
datetime.date(1, 1, 1) - datetime.timedelta(days=1)
# --- timedelta_huge_days
import datetime
datetime.timedelta(days=10**10)
# --- timedelta_nan
import datetime
datetime.timedelta(seconds=float('nan'))
# --- timedelta_mul_huge
import datetime
datetime.timedelta(1) * 2**63
# --- timedelta_div_zero
import datetime
datetime.timedelta(1) // 0
# --- fromtimestamp_huge
import datetime
datetime.datetime.fromtimestamp(1e20)
# --- fromtimestamp_nan
import datetime
datetime.datetime.fromtimestamp(float('nan'))
# --- utcfromtimestamp_negative_huge
import datetime
datetime.datetime.utcfromtimestamp(-2**63)
# --- fromordinal_zero
import datetime
datetime.date.fromordinal(0)
# --- fromordinal_huge
import datetime
datetime.date.fromordinal(2**63)
# --- fromisoformat_garbage
import datetime
datetime.datetime.fromisoformat('9' * 10000)
# --- fromisocalendar_extreme
import datetime
datetime.date.fromisocalendar(9999, 53, 7)
# --- strptime_weird
import datetime
datetime.datetime.strptime('%' * 100, '%' * 100)
# --- strftime_dangling_percent
import datetime
datetime.date(2020, 1, 1).strftime('%')
# --- timezone_offset_extreme
import datetime
datetime.timezone(datetime.timedelta(hours=24))
# --- astimezone_extreme
import datetime
datetime.datetime(1, 1, 1, tzinfo=datetime.timezone(datetime.timedelta(hours=23))).astimezone(datetime.timezone.utc)
# --- replace_year_zero
import datetime
datetime.date(2020, 1, 1).replace(year=0)
# --- time_gmtime_huge
import time
time.gmtime(2**63)
# --- time_gmtime_nan
import time
time.gmtime(float('nan'))
# --- time_localtime_negative_huge
import time
time.localtime(-2**63)
# --- time_strftime_bad_tuple
import time
time.strftime('%Y', (2**63, 1, 1, 0, 0, 0, 0, 1, 0))
# --- time_strftime_negative_fields
import time
time.strftime('%c', (2020, -5, -5, -5, -5, -5, -5, -5, -5))
# --- time_mktime_huge
import time
time.mktime((2**62, 1, 1, 0, 0, 0, 0, 1, 0))
# --- time_asctime_short_tuple
import time
time.asctime((2020,))
# --- time_struct_time_index
import time
time.gmtime(0)[2**63]
# --- calendar_monthrange_huge
import calendar
calendar.monthrange(2**63, 1)
# --- calendar_weekday_zero
import calendar
calendar.weekday(0, 0, 0)
# --- calendar_isleap_huge
import calendar
calendar.isleap(-2**63)
# --- calendar_leapdays_huge
import calendar
calendar.leapdays(-2**63, 2**63)
# --- calendar_timegm_huge
import calendar
calendar.timegm((2**40, 1, 1, 0, 0, 0))
# --- calendar_month_zero
import calendar
calendar.month(2020, 0)
# --- calendar_firstweekday_huge
import calendar
calendar.setfirstweekday(2**63)
# --- calendar_monthcalendar_negative_year
import calendar
calendar.monthcalendar(-1, 1)
# --- calendar_yeardatescalendar_width
import calendar
calendar.Calendar().yeardatescalendar(2020, 0)
# --- json_loads_huge_exponent
import json
json.loads('1e999999999999999999')
# --- json_loads_long_int
import json
json.loads('9' * 5000)
# --- json_loads_lone_surrogate
import json
json.loads('"\\ud800"')
# --- json_loads_bad_escape_at_end
import json
json.loads('"\\u12')
# --- json_loads_nan_constants
import json
json.loads('[NaN, Infinity, -Infinity]', parse_constant=lambda s: 1/0)
# --- json_loads_object_pairs_hook_raises
import json
json.loads('{"a": 1}', object_pairs_hook=lambda p: p[5])
# --- json_dumps_non_str_keys
import json
json.dumps({(1, 2): 3})
# --- json_dumps_nan_strict
import json
json.dumps(float('nan'), allow_nan=False)
# --- json_dumps_bytes
import json
json.dumps(b'x')
# --- json_decoder_raw_decode_index
import json
json.JSONDecoder().raw_decode('[1]', 2**63) if hasattr(json, 'JSONDecoder') else json.loads('[1]')
# --- re_group_huge
import re
re.match('(a)', 'a').group(2**63)
# --- re_group_negative
import re
re.match('(a)', 'a').group(-1)
# --- re_span_huge
import re
re.match('(a)', 'a').span(2**63)
# --- re_expand_bad_group
import re
re.match('(a)', 'a').expand('\\g<99999999999999999999>')
# --- re_sub_bad_group
import re
re.sub('(a)', '\\9', 'a')
# --- re_pos_endpos_extreme
import re
re.compile('a').search('aaa', 2**63, -2**63)
# --- re_pos_negative
import re
re.compile('a').match('aaa', -2**63)
# --- re_split_maxsplit_huge
import re
re.split('a', 'bab', maxsplit=2**63)
# --- re_sub_count_negative
import re
re.sub('a', 'b', 'aaa', count=-2**63)
# --- re_flags_huge
import re
re.compile('a', 2**63)
# --- re_lookbehind_variable
import re
re.compile('(?<=a+)b')
# --- re_bad_escape
import re
re.compile('\\')
# --- re_named_group_bad
import re
re.compile('(?P<1a>x)')
# --- re_backreference_undefined
import re
re.compile('(?P=nope)')
# --- re_bytes_str_mix
import re
re.match(b'a', 'a')
# --- re_match_getitem_huge
import re
re.match('(a)', 'a')[2**63]
# --- re_finditer_after_change
import re
s = 'aaa'
it = re.finditer('a', s)
next(it)
list(it)
# --- csv_reader_bad_dialect
import csv, io
list(csv.reader(io.StringIO('a,b'), delimiter='::'))
# --- csv_field_size_limit_negative
import csv
csv.field_size_limit(-1)
# --- csv_field_size_limit_huge
import csv, io
csv.field_size_limit(2**63)
list(csv.reader(io.StringIO('a' * 1000)))
# --- csv_writer_quoting_none_no_escape
import csv, io
csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(['a,b'])
# --- csv_reader_non_string_lines
import csv
list(csv.reader([1, 2, 3]))
# --- csv_dictreader_restkey
import csv, io
list(csv.DictReader(io.StringIO('a\n1,2,3,4'), restkey=None))
# --- csv_quotechar_none
import csv, io
csv.writer(io.StringIO(), quotechar=None).writerow(['"'])
# --- io_stringio_seek_negative
import io
io.StringIO('abc').seek(-1)
# --- io_stringio_seek_whence_huge
import io
io.StringIO('abc').seek(0, 2**63)
# --- io_bytesio_read_negative
import io
io.BytesIO(b'abc').read(-2**63)
# --- io_truncate_negative
import io
io.StringIO('abc').truncate(-1)
# --- io_closed_use
import io
f = io.StringIO('abc')
f.close()
f.read()
# --- io_bytesio_seek_min
import io
io.BytesIO(b'abc').seek(-2**63, 1)
# --- io_readlines_hint
import io
io.StringIO('a\nb\n' * 10).readlines(-2**63)
# --- random_seed_weird
import random
random.seed([1, 2])
# --- random_randrange_empty
import random
random.randrange(0)
# --- random_randrange_huge_step
import random
random.randrange(0, 10, 2**63)
# --- random_sample_negative
import random
random.sample([1, 2], -1)
# --- random_choices_bad_weights
import random
random.choices([1, 2], weights=[float('nan'), 1])
# --- random_setstate_garbage
import random
random.setstate((3, (1, 2, 3), None))
# --- random_setstate_wrong_version
import random
random.setstate((99, tuple(range(625)), None))
# --- random_setstate_huge_index
import random
random.setstate((3, tuple([0] * 624) + (2**63,), None))
# --- random_getrandbits_negative
import random
random.getrandbits(-1)
# --- random_shuffle_tuple
import random
random.shuffle((1, 2, 3))
# --- random_uniform_nan
import random
random.uniform(float('nan'), float('inf'))
# --- random_triangular_degenerate
import random
random.triangular(1, 1, 1)
# --- random_gammavariate_negative
import random
random.gammavariate(-1, 1)
# --- random_vonmises_nan
import random
random.vonmisesvariate(float('nan'), float('nan'))
# --- uuid_int_negative
import uuid
uuid.UUID(int=-1)
# --- uuid_int_huge
import uuid
uuid.UUID(int=2**128)
# --- uuid_bytes_short
import uuid
uuid.UUID(bytes=b'x')
# --- uuid_fields_huge
import uuid
uuid.UUID(fields=(2**63, 0, 0, 0, 0, 0))
# --- uuid_hex_garbage
import uuid
uuid.UUID('z' * 32)
# --- uuid3_wrong_namespace
import uuid
uuid.uuid3(5, 'x')
# --- urlparse_bad_ipv6
import urllib.parse
urllib.parse.urlparse('http://[::1')
# --- urlsplit_port_huge
import urllib.parse
urllib.parse.urlsplit('http://x:99999999999999999999/').port
# --- urlsplit_port_negative
import urllib.parse
urllib.parse.urlsplit('http://x:-1/').port
# --- parse_qs_max_fields
import urllib.parse
urllib.parse.parse_qs('a=1&b=2', max_num_fields=1)
# --- parse_qs_separator_empty
import urllib.parse
urllib.parse.parse_qs('a=1', separator='')
# --- unquote_bad_percent
import urllib.parse
urllib.parse.unquote('%' * 1000 + '%zz%f')
# --- urlencode_non_mapping
import urllib.parse
urllib.parse.urlencode(5)
# --- statistics_empty
import statistics
statistics.mean([])
# --- statistics_quantiles_huge_n
import statistics
statistics.quantiles([1, 2, 3], n=2**63)
# --- statistics_quantiles_zero
import statistics
statistics.quantiles([1, 2, 3], n=0)
# --- statistics_median_grouped_zero_interval
import statistics
statistics.median_grouped([1, 2, 3], interval=0)
# --- statistics_mixed_types
import statistics, fractions, decimal
statistics.mean([fractions.Fraction(1), decimal.Decimal(1)])
# --- statistics_nan
import statistics
statistics.median([float('nan'), 1, float('nan')])
# --- statistics_correlation_constant
import statistics
statistics.correlation([1, 1, 1], [1, 2, 3])
# --- statistics_geometric_negative
import statistics
statistics.geometric_mean([-1, 2])
# --- statistics_harmonic_negative
import statistics
statistics.harmonic_mean([-1, 2])
# --- statistics_stdev_inf
import statistics
statistics.stdev([float('inf'), 1])
# --- difflib_close_matches_bad_n
import difflib
difflib.get_close_matches('a', ['a'], n=-1)
# --- difflib_close_matches_bad_cutoff
import difflib
difflib.get_close_matches('a', ['a'], cutoff=float('nan'))
# --- difflib_matcher_find_longest_bad_range
import difflib
difflib.SequenceMatcher(None, 'abc', 'abc').find_longest_match(-2**63, 2**63, -2**63, 2**63)
# --- textwrap_width_zero
import textwrap
textwrap.wrap('a b', width=0)
# --- textwrap_width_negative_huge
import textwrap
textwrap.fill('a b c', width=-2**63)
# --- textwrap_shorten_too_narrow
import textwrap
textwrap.shorten('hello world', width=1)
# --- textwrap_max_lines_zero
import textwrap
textwrap.wrap('a ' * 100, width=5, max_lines=0)
# --- pprint_negative_indent
import pprint
pprint.pformat([1], indent=-1)
# --- pprint_zero_width
import pprint
pprint.pformat([1, [2]], width=0)
# --- pprint_depth_negative
import pprint
pprint.pformat([[[1]]], depth=-1)
# --- pprint_recursive
import pprint
l = [1]
l.append(l)
d = {'a': l}
d['d'] = d
pprint.pformat(d)
# --- copy_deepcopy_recursive_dict
import copy
d = {}
d['d'] = d
copy.deepcopy(d)
# --- copy_deepcopy_bad_hook
import copy
class C:
    def __deepcopy__(self, memo):
        return memo[5]
copy.deepcopy([C()])
# --- copy_copy_weird_reduce
import copy
class C:
    def __reduce_ex__(self, p):
        return 5
copy.copy(C())
# --- functools_reduce_empty
import functools
functools.reduce(lambda a, b: a, [])
# --- functools_lru_cache_negative
import functools
functools.lru_cache(maxsize=-2**63)(lambda x: x)(1)
# --- functools_lru_cache_unhashable
import functools
functools.lru_cache()(lambda x: x)([1])
# --- functools_cmp_to_key_compare_int
import functools
functools.cmp_to_key(lambda a, b: 0)(1) < 5
# --- functools_total_ordering_no_ops
import functools
functools.total_ordering(type('T', (), {}))
# --- functools_singledispatch_bad_register
import functools
@functools.singledispatch
def f(x):
    return x
f.register(5)
# --- functools_wraps_weird
import functools
functools.wraps(5)(lambda: 1)
# --- functools_partial_no_callable
import functools
functools.partial(5)
# --- operator_attrgetter_empty
import operator
operator.attrgetter('')(1)
# --- operator_attrgetter_dots
import operator
operator.attrgetter('a.' * 10000 + 'b')(1)
# --- operator_itemgetter_huge
import operator
operator.itemgetter(2**63)([1])
# --- operator_methodcaller_bad
import operator
operator.methodcaller(5)
# --- operator_index_float
import operator
operator.index(1.5)
# --- operator_setitem_on_tuple
import operator
operator.setitem((1,), 0, 2)
# --- operator_length_hint_default_negative
import operator
operator.length_hint(iter([]), -1)
# --- heapq_merge_keys_mixed
import heapq
list(heapq.merge([1, 'a'], [2, 'b']))
# --- heapq_nlargest_huge_n
import heapq
heapq.nlargest(2**63, [1, 2, 3])
# --- heapq_nsmallest_negative
import heapq
heapq.nsmallest(-2**63, [1, 2, 3])
# --- heapq_pop_empty
import heapq
heapq.heappop([])
# --- bisect_lo_negative
import bisect
bisect.bisect([1, 2], 1, -1)
# --- bisect_hi_huge
import bisect
bisect.bisect_left([1, 2], 1, 0, 2**63)
# --- bisect_key_raises
import bisect
bisect.insort([1, 2, 3], 2, key=lambda x: 1 / 0)
# --- collections_namedtuple_bad_names
import collections
collections.namedtuple('N', ['1a', 'def', '_x'])
# --- collections_namedtuple_rename
import collections
collections.namedtuple('N', ['a', 'a', 'def', ''], rename=True)(1, 2, 3, 4)
# --- collections_deque_maxlen_negative
import collections
collections.deque([1], maxlen=-1)
# --- collections_deque_maxlen_huge
import collections
collections.deque([1], maxlen=2**63)
# --- collections_counter_negative_elements
import collections
list(collections.Counter(a=-2**63).elements())
# --- collections_counter_most_common_negative
import collections
collections.Counter('abc').most_common(-2**63)
# --- collections_chainmap_pop_missing
import collections
collections.ChainMap({}, {'a': 1}).pop('a')
# --- collections_ordereddict_popitem_empty
import collections
collections.OrderedDict().popitem()
# --- enum_bad_member_values
import enum
enum.Enum('E', [('A', 1), ('A', 2)])
# --- enum_flag_huge_value
import enum
F = enum.Flag('F', [('A', 2**1000)])
~F.A
# --- enum_lookup_missing
import enum
E = enum.Enum('E', 'A B')
E(5)
# --- enum_intflag_negative
import enum
F = enum.IntFlag('F', 'A B')
F(-2**63)
# --- dataclasses_bad_field_order
import dataclasses
dataclasses.make_dataclass('D', [('a', int, dataclasses.field(default=1)), ('b', int)])
# --- dataclasses_replace_unknown
import dataclasses
@dataclasses.dataclass
class P:
    x: int
dataclasses.replace(P(1), y=2)
# --- dataclasses_asdict_recursive
import dataclasses
@dataclasses.dataclass
class P:
    x: object
p = P(None)
p.x = [p]
dataclasses.asdict(p)
# --- typing_union_many
import typing
typing.Union[tuple(range(10000))]
# --- typing_get_type_hints_bad
import typing
def f(a: 'not a type ['):
    pass
typing.get_type_hints(f)
# --- typing_cast_anything
import typing
typing.cast(5, 6)
# --- abc_register_non_class
import abc
class A(abc.ABC):
    pass
A.register(5)
# --- abc_abstract_instantiation
import abc
class A(abc.ABC):
    @abc.abstractmethod
    def f(self):
        pass
A()
# --- hashlib_new_unknown
import hashlib
hashlib.new('nope')
# --- hashlib_update_str
import hashlib
hashlib.sha256().update('x')
# --- hashlib_copy_then_update
import hashlib
h = hashlib.md5(b'x')
c = h.copy()
h.update(b'y' * 1000)
c.hexdigest(), h.hexdigest()
# --- base64_decode_garbage
import base64
base64.b64decode('!' * 1001)
# --- base64_decode_validate
import base64
base64.b64decode('YQ=', validate=True)
# --- base64_b32_bad_padding
import base64
base64.b32decode('A' * 7)
# --- base64_b16_lowercase
import base64
base64.b16decode('ff')
# --- binascii_unhexlify_odd
import binascii
binascii.unhexlify('abc')
# --- binascii_a2b_base64_strict
import binascii
binascii.a2b_base64(b'====', strict_mode=True)
# --- html_unescape_huge_numeric
import html
html.unescape('&#99999999999999999999999;&#x110000;&#xd800;&#0;')
# --- unicodedata_lookup_long
import unicodedata
unicodedata.lookup('X' * 10**6)
# --- unicodedata_name_surrogate
import unicodedata
unicodedata.name('\ud800')
# --- unicodedata_normalize_bad_form
import unicodedata
unicodedata.normalize('NFZ', 'a')
# --- unicodedata_numeric_default
import unicodedata
unicodedata.numeric('a', float('nan'))
# --- unicodedata_decimal_multi
import unicodedata
unicodedata.decimal('12')
# --- string_template_bad_placeholder
import string
string.Template('$').substitute()
# --- string_formatter_deep_nesting
import string
string.Formatter().format('{:{:{:{}}}}', 1, 2, 3, 4)
# --- string_capwords_empty_sep
import string
string.capwords('a b', '')
# --- keyword_iskeyword_weird
import keyword
keyword.iskeyword([1])
# --- stat_filemode_huge
import stat
stat.filemode(2**63)
# --- stat_s_imode_negative
import stat
stat.S_IMODE(-2**63)
# --- contextlib_exitstack_callback_raises
import contextlib
with contextlib.ExitStack() as s:
    s.callback(lambda: 1 / 0)
    s.callback(lambda: [][1])
# --- contextlib_contextmanager_no_yield
import contextlib
@contextlib.contextmanager
def cm():
    if False:
        yield
with cm():
    pass
# --- contextlib_contextmanager_two_yields
import contextlib
@contextlib.contextmanager
def cm():
    yield
    yield
with cm():
    pass
# --- contextlib_suppress_base
import contextlib
with contextlib.suppress(BaseException):
    raise SystemExit
# --- queue_maxsize_negative
import queue
q = queue.Queue(-2**63)
q.put(1)
q.get()
# --- queue_task_done_extra
import queue
queue.Queue().task_done()
# --- queue_get_nowait_empty
import queue
queue.Queue().get_nowait()
