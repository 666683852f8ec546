# UUID error: bad hex type
import uuid
uuid.UUID(5)
