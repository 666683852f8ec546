# UUID from a hex string form: ffffffff-ffff-ffff-ffff-ffffffffffff
import uuid
u = uuid.UUID('ffffffff-ffff-ffff-ffff-ffffffffffff')
print(u, repr(u), u.int, u.version, u.variant)
print(u.fields, u.bytes_le)
