# UUID error: bad fields
import uuid
uuid.UUID(fields=(1, 2, 3))
