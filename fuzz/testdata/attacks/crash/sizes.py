# Sizes given as arguments (repeat counts, widths, lengths): each must be
# checked against the memory limit before it is allocated.
# --- list_repeat
[0] * 2**40
# --- list_repeat_nested
[[0] * 10**5] * 10**5
# --- tuple_repeat
(0,) * 2**40
# --- str_repeat
'x' * 2**40
# --- bytes_repeat
b'x' * 2**40
# --- bytearray_repeat
bytearray(b'x') * 2**40
# --- bytearray_size
bytearray(2**40)
# --- bytes_size
bytes(2**40)
# --- list_imul
x = [0]
x *= 2**40
# --- bytearray_imul
x = bytearray(b'ab')
x *= 2**40
# --- str_ljust
'x'.ljust(2**40)
# --- str_rjust
'x'.rjust(10**10, '*')
# --- str_center
'x'.center(2**40)
# --- str_zfill
'1'.zfill(2**40)
# --- str_expandtabs
'\t'.expandtabs(2**40)
# --- str_expandtabs_many
('\t' * 10**5).expandtabs(10**6)
# --- bytes_ljust
b'x'.ljust(2**40)
# --- bytes_center
b'x'.center(10**10)
# --- bytes_zfill
b'1'.zfill(2**40)
# --- bytes_expandtabs
b'\t'.expandtabs(2**40)
# --- bytearray_ljust
bytearray(b'x').ljust(2**40)
# --- bytearray_zfill
bytearray(b'1').zfill(10**10)
# --- range_list
list(range(2**40))
# --- range_tuple
tuple(range(10**10))
# --- range_set
set(range(10**10))
# --- range_bytes
bytes(range(256)) * 2**40
# --- dict_fromkeys_range
dict.fromkeys(range(10**10))
# --- int_to_bytes
(1).to_bytes(2**40, 'big')
# --- int_to_bytes_little
(255).to_bytes(10**10, 'little')
# --- str_join_repeat_list
''.join(['x' * 10**6] * 10**6)
# --- bytes_join_repeat_list
b''.join([b'x' * 10**6] * 10**6)
# --- str_mul_bigint
'ab' * (2**64)
# --- list_extend_repeat
x = []
x.extend([0] * 10**6 for _ in range(1))
x.extend(range(10**10))
# --- collections_deque_repeat
import collections
collections.deque([0]) * 2**40
# --- collections_userlist_repeat
import collections
collections.UserList([0]) * 2**40
# --- collections_counter_elements
import collections
list(collections.Counter({'a': 10**10}).elements())
# --- str_replace_growth
('a' * 10**5).replace('a', 'a' * 10**5)
# --- bytes_replace_growth
(b'a' * 10**5).replace(b'a', b'a' * 10**5)
# --- str_translate_growth
('a' * 10**6).translate({97: 'x' * 10**6})
# --- bytes_hex_sep
(b'x' * 10**7).hex('-' * 10**6 if False else '-', 1)
# --- random_randbytes
import random
random.randbytes(2**40)
# --- random_getrandbits
import random
random.getrandbits(2**40)
# --- random_choices_k
import random
random.choices([1], k=2**40)
# --- random_sample_counts
import random
random.sample([1], 10**10, counts=[10**10])
# --- operator_mul_str
import operator
operator.mul('x', 2**40)
# --- operator_repeat_concat
import operator
operator.concat([0] * 10**6, [0] * 10**6) * 10**6
# --- copy_of_big_repeat
import copy
copy.copy([0] * 10**6) * 10**6
# --- string_template_growth
import string
string.Template('$a' * 10**6).substitute(a='x' * 10**6)
# --- textwrap_indent_prefix
import textwrap
textwrap.indent('a\n' * 10**6, ' ' * 10**6)
# --- str_format_repeat_field
('{0}' * 10**6).format('x' * 10**6)
# --- percent_repeat_field
('%(a)s' * 10**6) % {'a': 'x' * 10**6}
