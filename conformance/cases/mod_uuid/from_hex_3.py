# UUID from a hex string form: 00000000-0000-0000-0000-000000000000
import uuid
u = uuid.UUID('00000000-0000-0000-0000-000000000000')
print(u, repr(u), u.int, u.version, u.variant)
print(u.fields, u.bytes_le)
