# calcsize and native alignment
import struct
for f in ['i', '@ic', '@ci', '=ci', '@hq', '@qh', '@?d', '3s2h', '<q', 'l', '<l', 'n', 'P', 'e', '0s', '10x', 'iq', '<iq']:
    print(repr(f), struct.calcsize(f))
