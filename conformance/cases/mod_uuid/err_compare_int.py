# UUID error: compare int
import uuid
uuid.UUID(int=1) < 1
