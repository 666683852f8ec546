# UUID error: field2
import uuid
uuid.UUID(fields=(0, 2**16, 0, 0, 0, 0))
