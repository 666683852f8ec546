# uuid4 has version 4 and the RFC 4122 variant, and differs each call
import uuid
u = uuid.uuid4()
print(type(u).__name__, u.version, u.variant, len(str(u)), len(u.bytes))
print(uuid.uuid4() != uuid.uuid4())
print(str(u)[14], str(u)[19] in '89ab')
