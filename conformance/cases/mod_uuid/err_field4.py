# UUID error: field4
import uuid
uuid.UUID(fields=(0, 0, 0, 256, 0, 0))
