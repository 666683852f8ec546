# UUID error: int negative
import uuid
uuid.UUID(int=-1)
