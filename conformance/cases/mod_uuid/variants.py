# variant and version for each variant range
import uuid
for top in (0x0, 0x7, 0x8, 0xb, 0xc, 0xd, 0xe, 0xf):
    u = uuid.UUID(int=(top << 60) << 4 | (4 << 76))
    print(hex(top), u.variant, u.version, u.clock_seq_hi_variant)
