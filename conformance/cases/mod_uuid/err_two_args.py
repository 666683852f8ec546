# UUID error: two args
import uuid
uuid.UUID('12345678123456781234567812345678', int=5)
