# UUID error: field3
import uuid
uuid.UUID(fields=(0, 0, -1, 0, 0, 0))
