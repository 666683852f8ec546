# struct.Struct, unpack_from, pack_into, iter_unpack
import struct
s = struct.Struct('<ih')
print(s.format, s.size, s.pack(1, 2), s.unpack(b'\x01\x00\x00\x00\x02\x00'))
print(list(struct.iter_unpack('<h', b'\x01\x00\x02\x00\x03\x00')), list(s.iter_unpack(s.pack(5, 6) * 2)))
ba = bytearray(8)
struct.pack_into('<i', ba, 2, 7)
s2 = struct.Struct('<h')
s2.pack_into(ba, 0, -1)
print(ba, struct.unpack_from('<i', ba, 2), struct.unpack_from('<h', ba, offset=2), s2.unpack_from(ba), struct.unpack_from('<h', ba, -2))
for call in [lambda: struct.unpack_from('i', b'12345', 3), lambda: struct.unpack_from('i', b'12345', -10),
             lambda: struct.pack_into('<i', ba, 6, 7), lambda: list(struct.iter_unpack('i', b'12345')),
             lambda: struct.iter_unpack('', b''), lambda: struct.Struct('q').pack(1, 2)]:
    try:
        print(call())
    except struct.error as e:
        print('error:', e)
try:
    struct.pack_into('<i', b'12345678', 0, 7)
except TypeError as e:
    print('TypeError', e)
