# Unbound methods and descriptors of builtin types called on values of
# the wrong type: each must raise TypeError, never reach Go code that
# assumes its receiver's type.
# --- list_append_on_tuple
list.append((), 1)
# --- list_sort_on_dict
list.sort({})
# --- list_getitem_on_str
list.__getitem__('abc', 0)
# --- list_init_on_dict
list.__init__({}, [1])
# --- list_iadd_on_tuple
list.__iadd__((1,), [2])
# --- dict_setitem_on_list
dict.__setitem__([], 1, 2)
# --- dict_get_on_set
dict.get(set(), 1)
# --- dict_update_on_int
dict.update(5, {1: 2})
# --- dict_keys_on_list
dict.keys([1, 2])
# --- dict_init_on_list
dict.__init__([], a=1)
# --- set_add_on_frozenset
set.add(frozenset(), 1)
# --- set_union_on_list
set.union([1], [2])
# --- set_update_on_dict
set.update({}, [1])
# --- frozenset_union_on_set
frozenset.union({1}, {2})
# --- str_upper_on_int
str.upper(5)
# --- str_join_on_bytes
str.join(b',', ['a'])
# --- str_format_on_list
str.format([1], 2)
# --- str_getitem_on_list
str.__getitem__([1, 2], 0)
# --- str_mod_on_int
str.__mod__(5, 1)
# --- bytes_hex_on_str
bytes.hex('abc')
# --- bytes_decode_on_bytearray
bytes.decode(bytearray(b'a'))
# --- bytearray_append_on_bytes
bytearray.append(b'', 1)
# --- bytearray_extend_on_list
bytearray.extend([], b'a')
# --- bytearray_setitem_on_bytes
bytearray.__setitem__(b'abc', 0, 1)
# --- int_bit_length_on_float
int.bit_length(1.5)
# --- int_to_bytes_on_bool_subclass
int.to_bytes(True, 1, 'big')
# --- int_add_on_str
int.__add__('a', 1)
# --- float_hex_on_int
float.hex(1)
# --- float_is_integer_on_str
float.is_integer('1.0')
# --- complex_conjugate_on_int
complex.conjugate(1)
# --- tuple_count_on_list
tuple.count([1, 1], 1)
# --- tuple_getitem_on_list
tuple.__getitem__([1], 0)
# --- range_count_on_list
range.count([1], 1)
# --- range_index_on_tuple
range.index((1, 2), 2)
# --- slice_indices_on_range
slice.indices(range(5), 10)
# --- object_repr_on_int
object.__repr__(5)
# --- object_eq_on_builtin
object.__eq__([], [])
# --- type_mro_on_int
type.mro(5)
# --- type_subclasses_on_str
type.__subclasses__('x') if hasattr(type, '__subclasses__') else type.mro('x')
# --- int_descriptor_get_wrong
int.real.__get__('x')
# --- list_method_descriptor_on_subclass_of_other
class L(dict):
    pass
list.append(L(), 1)
# --- dict_fromkeys_on_list_class
dict.fromkeys.__func__(list, [1]) if hasattr(dict.fromkeys, '__func__') else dict.fromkeys(1)
# --- bool_on_int_method
bool.__and__(1, True)
# --- bytes_maketrans_wrong
bytes.maketrans('ab', 'cd')
# --- str_maketrans_wrong_dict
str.maketrans({'ab': 1})
# --- deque_append_on_list
import collections
collections.deque.append([], 1)
# --- deque_rotate_on_tuple
import collections
collections.deque.rotate((1, 2), 1)
# --- counter_most_common_on_dict
import collections
collections.Counter.most_common({1: 2})
# --- ordereddict_move_to_end_on_dict
import collections
collections.OrderedDict.move_to_end({1: 2}, 1)
# --- defaultdict_missing_on_dict
import collections
collections.defaultdict.__missing__({}, 1)
# --- decimal_method_on_int
import decimal
decimal.Decimal.sqrt(4)
# --- decimal_add_on_float
import decimal
decimal.Decimal.__add__(1.5, decimal.Decimal(1))
# --- fraction_method_on_int
import fractions
fractions.Fraction.limit_denominator(5)
# --- datetime_method_on_date
import datetime
datetime.datetime.timestamp(datetime.date(2020, 1, 1))
# --- date_method_on_str
import datetime
datetime.date.isoformat('2020-01-01')
# --- timedelta_method_on_int
import datetime
datetime.timedelta.total_seconds(5)
# --- pattern_method_on_str
import re
type(re.compile('a')).match('a', 'a')
# --- match_method_on_pattern
import re
type(re.match('a', 'a')).group(re.compile('a'))
# --- stringio_method_on_bytesio
import io
io.StringIO.write(io.BytesIO(), 'x')
# --- bytesio_method_on_stringio
import io
io.BytesIO.getvalue(io.StringIO())
# --- random_method_on_int
import random
random.Random.random(5)
# --- hash_method_on_other_hash
import hashlib
type(hashlib.md5()).update(hashlib.sha256(), b'x')
# --- partial_call_on_function
import functools
functools.partial.__call__(print)
# --- uuid_method_on_int
import uuid
uuid.UUID.__str__(5)
# --- struct_time_index_on_tuple
import time
type(time.gmtime(0)).__getitem__((1, 2), 0)
# --- enum_method_on_int
import enum
class E(enum.Enum):
    A = 1
type(E).__getitem__(5, 'A')
# --- generator_send_on_list
def g():
    yield 1
type(g()).send([], None)
# --- generator_throw_wrong
def g():
    yield 1
x = g()
x.throw(5)
# --- method_descriptor_getattr
str.__dict__['upper'] if hasattr(str, '__dict__') else None
getattr(str, 'upper')(5)
