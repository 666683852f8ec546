# non-numbers, bad formats and bad buffers
import struct
for args in [('i', 'x'), ('i', 1.5), ('f', 'x'), ('d', None), ('c', b'ab'), ('c', 'a'), ('s', 'a'), ('ii', 1), ('i', 1, 2)]:
    try:
        print(args, struct.pack(*args))
    except struct.error as e:
        print(args, 'error:', e)
for f in ['3', 'zz', 'i3', '<n', '<P', '@y']:
    try:
        struct.calcsize(f)
    except struct.error as e:
        print(repr(f), 'error:', e)
for args in [('i', b'abc'), ('i', b'abcde')]:
    try:
        struct.unpack(*args)
    except struct.error as e:
        print('error:', e)
try:
    struct.unpack('i', 'abcd')
except TypeError as e:
    print('TypeError', e)
class I:
    def __index__(self):
        return 5
print(struct.pack('<i', I()), struct.pack('<f', 1), struct.pack('<d', True))
