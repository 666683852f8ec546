# float, double and half precision
import struct
for x in [0.0, -0.0, 1.0, 0.1, 65504.0, 1e-7, 6.1e-5, float('inf'), -float('inf')]:
    print(x, struct.pack('<e', x), struct.unpack('<e', struct.pack('<e', x))[0], struct.unpack('<f', struct.pack('<f', x))[0])
import math
print(math.isnan(struct.unpack('<e', struct.pack('<e', float('nan')))[0]))
for f, x in [('<e', 1e10), ('<f', 1e300), ('e', 65520.0)]:
    try:
        struct.pack(f, x)
    except OverflowError as e:
        print('OverflowError', e)
print(struct.pack('f', 1e300))
