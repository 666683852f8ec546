# UUID(..., version=2) sets the version and variant bits
import uuid
u = uuid.UUID(int=2**128 - 1, version=2)
print(u, u.version, u.variant)
u = uuid.UUID('00000000-0000-0000-0000-000000000000', version=2)
print(u, u.version, u.variant)
