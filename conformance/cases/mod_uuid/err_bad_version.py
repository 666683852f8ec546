# UUID error: bad version
import uuid
uuid.UUID(int=0, version=6)
