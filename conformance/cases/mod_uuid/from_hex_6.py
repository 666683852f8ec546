# UUID from a hex string form: 6ba7b810-9dad-11d1-80b4-00c04fd430c8
import uuid
u = uuid.UUID('6ba7b810-9dad-11d1-80b4-00c04fd430c8')
print(u, repr(u), u.int, u.version, u.variant)
print(u.fields, u.bytes_le)
