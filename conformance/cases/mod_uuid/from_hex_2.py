# UUID from a hex string form: urn:uuid:12345678-1234-5678-1234-567812345678
import uuid
u = uuid.UUID('urn:uuid:12345678-1234-5678-1234-567812345678')
print(u, repr(u), u.int, u.version, u.variant)
print(u.fields, u.bytes_le)
