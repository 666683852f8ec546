# object has no __dict__; its __dir__ is the closest name
object().__dict__
