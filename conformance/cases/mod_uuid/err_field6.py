# UUID error: field6
import uuid
uuid.UUID(fields=(0, 0, 0, 0, 0, 2**48))
