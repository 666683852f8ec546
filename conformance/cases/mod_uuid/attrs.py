# UUID attributes: hex, int, bytes, bytes_le, fields, urn, version, variant
import uuid
u = uuid.UUID('12345678-1234-5678-1234-567812345678')
print(u, repr(u), u.hex, u.int)
print(u.bytes, u.bytes_le)
print(u.fields, u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node)
print(u.time, u.clock_seq, u.urn, u.version, u.variant)
print(int(u), str(u) == u.__str__(), u.is_safe)
