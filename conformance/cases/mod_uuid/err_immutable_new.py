# UUID error: immutable new
import uuid
u = uuid.UUID(int=1)
u.foo = 5
