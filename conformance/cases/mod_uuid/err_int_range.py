# UUID error: int range
import uuid
uuid.UUID(int=2**128)
