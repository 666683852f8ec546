# Short strs and other small results of operations, kept by the million:
# each one's object (a 48-byte str header, a boxed bytes, a tuple) must be
# charged where it is made, not only its text or its list slot (a list of
# short strs held four times its charge).
# timeout: 1s
# --- str_slices
s = 'abcdefghij' * 10
xs = [s[i % 50:i % 50 + 8] for i in range(10**7)]
# --- str_slices_map
import itertools
s = 'abcdefghij' * 10
xs = list(map(s.__getitem__, itertools.repeat(slice(8, 16), 10**7)))
# --- str_strip_results
xs = [' ab '.strip() for i in range(10**7)]
# --- str_nonascii_chars
xs = list('é' * 10**7)
# --- str_nonascii_index
s = 'é' * 100
xs = [s[i % 100] for i in range(10**7)]
# --- fstrings
xs = [f'f{i}' for i in range(10**7)]
# --- percent_format
xs = ['f%d' % i for i in range(10**7)]
# --- str_format_method
xs = ['{}'.format(i) for i in range(10**7)]
# --- format_builtin
xs = [format(i, 'x') for i in range(10**7)]
# --- hex_strs
xs = [hex(i) for i in range(10**7)]
# --- chr_nonascii
xs = [chr(1000 + i % 1000) for i in range(10**7)]
# --- str_concat
s = 'abcdefgh'
xs = [s + 'x' for i in range(10**7)]
# --- str_upper
xs = ['ab'.upper() for i in range(10**7)]
# --- bytes_decode
xs = [b'abc'.decode() for i in range(10**7)]
# --- str_keys_dict
d = {'k%d' % i: None for i in range(10**7)}
# --- str_set
s = {'k%d' % i for i in range(10**7)}
# --- bytes_slices
b = b'abcdefghij' * 10
xs = [b[i % 50:i % 50 + 8] for i in range(10**7)]
# --- bytes_slices_map
import itertools
b = b'abcdefghij' * 10
xs = list(map(b.__getitem__, itertools.repeat(slice(8, 16), 10**7)))
# --- str_strip_map
import itertools
xs = list(map(str.strip, itertools.repeat(' ab ', 10**7)))
# --- divmod_map
import itertools
xs = list(map(divmod, range(10**7), itertools.repeat(7)))
# --- str_partition_tuples
xs = ['a:b'.partition(':') for i in range(10**7)]
# --- divmod_tuples
xs = [divmod(i, 7) for i in range(10**7)]
# --- list_copies
l = [1, 2, 3]
xs = [l[:] for i in range(10**7)]
# --- bytearrays_small
xs = [bytearray(b'ab') for i in range(10**7)]
# --- exceptions_args_str
xs = [KeyError('k%d' % i) for i in range(10**7)]
