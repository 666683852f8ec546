# UUID error: bad hex len
import uuid
uuid.UUID('1234')
