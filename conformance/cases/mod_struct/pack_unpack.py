# struct.pack and unpack with every mode
import struct
print(struct.pack('<ih', 1, -2), struct.pack('>ih', 1, -2), struct.pack('!H', 258), struct.pack('=q', -1))
print(struct.unpack('>I', b'\x00\x00\x01\x00'), struct.unpack('<hH', b'\xff\xff\xff\xff'))
print(struct.pack('<bB?', -1, 255, True), struct.unpack('<bB?', b'\x80\x7f\x00'))
print(struct.pack('<qQ', -2**63, 2**64 - 1), struct.unpack('<qQ', struct.pack('<qQ', -2**63, 2**64 - 1)))
print(struct.pack('<fd', 1.5, -0.25), struct.unpack('<fd', struct.pack('<fd', 0.1, 0.1)))
print(struct.pack('3s', b'a'), struct.pack('5s', b'abcdefg'), struct.pack('5p', b'abcdefg'), struct.unpack('5p', b'\x09abcd'))
print(struct.pack('c', b'x'), struct.unpack('2c', b'ab'), struct.pack('?', 'x'), struct.pack('?', []))
print(struct.pack('<2h3x?', 1, 2, True), struct.unpack('<2h3x?', struct.pack('<2h3x?', 1, 2, True)))
print(struct.pack(b'<i', 7), struct.pack('< i h', 1, 2))
