# UUID error: version zero
import uuid
uuid.UUID(int=0, version=0)
