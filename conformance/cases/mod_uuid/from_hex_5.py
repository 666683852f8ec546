# UUID from a hex string form: C232AB00-9414-11EC-B3C8-9F6BDECED846
import uuid
u = uuid.UUID('C232AB00-9414-11EC-B3C8-9F6BDECED846')
print(u, repr(u), u.int, u.version, u.variant)
print(u.fields, u.bytes_le)
