# UUID error: bad hex char
import uuid
uuid.UUID('1234567812345678123456781234567g')
