# UUID error: no args
import uuid
uuid.UUID()
