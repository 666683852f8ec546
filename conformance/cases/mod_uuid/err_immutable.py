# UUID error: immutable
import uuid
u = uuid.UUID(int=1)
u.int = 5
