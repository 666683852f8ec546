# UUID from a hex string form: 12345678123456781234567812345678
import uuid
u = uuid.UUID('12345678123456781234567812345678')
print(u, repr(u), u.int, u.version, u.variant)
print(u.fields, u.bytes_le)
