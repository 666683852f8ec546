# UUID error: field5
import uuid
uuid.UUID(fields=(0, 0, 0, 0, 256, 0))
