# UUID error: bad bytes
import uuid
uuid.UUID(bytes=b'abc')
