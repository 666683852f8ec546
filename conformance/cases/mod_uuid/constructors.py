# UUID from bytes, bytes_le, fields and int agree
import uuid
u = uuid.UUID('12345678-1234-5678-1234-567812345678')
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(bytes_le=u.bytes_le) == u)
print(uuid.UUID(fields=u.fields) == u, uuid.UUID(int=u.int) == u)
print(uuid.UUID(int=0), uuid.UUID(int=2**128 - 1))
print(uuid.UUID(bytes=bytes(range(16))), uuid.UUID(bytes_le=bytes(range(16))))
print(uuid.UUID(fields=(1, 2, 3, 4, 5, 6)))
