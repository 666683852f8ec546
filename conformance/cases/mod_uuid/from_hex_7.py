# UUID from a hex string form: 1234567812345678f234567812345678
import uuid
u = uuid.UUID('1234567812345678f234567812345678')
print(u, repr(u), u.int, u.version, u.variant)
print(u.fields, u.bytes_le)
