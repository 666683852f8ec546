# Long results built by the allocation path (eval/alloc.go): repeats,
# joins, builders written in small pieces, growth copies, and the
# conversion of a run's last value. Each must poll the deadline between
# chunks of its copy, not only when its memory is reserved.
# --- replace_every_position_bytes
(b'ab' * (4 * 2**20)).replace(b'', b'-')
# --- hex_sep_long
(b'\x01' * (8 * 2**20)).hex(':')
# --- join_many_small_parts
'-'.join(['ab'] * (3 * 2**20))
# --- bytes_join_many_small_parts
b'-'.join([b'ab'] * (3 * 2**20))
# --- expandtabs_long
('a\tb' * (4 * 2**20)).expandtabs(2)
# --- list_repeat_long_pattern_loop
x = list(range(2**20))
for i in range(100):
    y = x * 2
# --- str_repeat_loop
s = 'abc' * 2**20
for i in range(1000):
    t = s * 8
# --- concat_loop
s = 'a' * (8 * 2**20)
for i in range(1000):
    t = s + s
# --- list_append_growth_loop
for i in range(100):
    x = [*range(3 * 2**20)]
# --- last_value_aliased_lists
[[0] * 10**5] * 10**5
# --- repr_non_ascii_long_loop
s = 'é€' * (4 * 2**20)
for i in range(1000):
    r = repr(s)
# --- ascii_astral_long_loop
s = '\U0001F600' * (2 * 2**20)
for i in range(1000):
    r = ascii(s)
# --- repr_bytes_escapes_loop
b = bytes(range(256)) * (16 * 2**10)
for i in range(1000):
    r = repr(b)
# --- encode_error_handler_long_run_loop
s = '\U0001F600' * (2 * 2**20)
for i in range(1000):
    r = s.encode('ascii', 'xmlcharrefreplace')
# --- list_concat_long_loop
a = [0] * (2 * 10**6)
for i in range(1000):
    b = a + a
# --- tuple_concat_long_loop
a = (0,) * (2 * 10**6)
for i in range(1000):
    b = a + a
# --- list_extend_long_loop
a = [0] * (3 * 10**6)
for i in range(1000):
    b = []
    b.extend(a)
# --- expandtabs_long_loop
s = 'ab\t' * (2 * 2**20)
for i in range(1000):
    r = s.expandtabs(4)
