# UUID error: bad bytes le
import uuid
uuid.UUID(bytes_le=b'abc')
