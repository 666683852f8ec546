# pack/unpack round trips of every integer code
import struct
for code in 'bBhHiIlLqQ':
    for mode in '<>=!':
        size = struct.calcsize(mode + code)
        lo = -(1 << (size * 8 - 1)) if code.islower() else 0
        hi = (1 << (size * 8 - 1)) - 1 if code.islower() else (1 << (size * 8)) - 1
        ok = all(struct.unpack(mode + code, struct.pack(mode + code, v))[0] == v for v in (lo, hi, 0, 1))
        print(mode + code, size, ok)
