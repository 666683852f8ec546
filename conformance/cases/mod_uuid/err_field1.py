# UUID error: field1
import uuid
uuid.UUID(fields=(2**32, 0, 0, 0, 0, 0))
