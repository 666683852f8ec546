# math.trunc/floor/ceil use __trunc__/__floor__/__ceil__
import math
print(math.trunc(5.7), math.floor(-5.2), math.ceil(True), math.trunc(2**80), math.floor(3), math.ceil(-0.5))
class T:
    def __trunc__(self):
        return 'trunc'
    def __floor__(self):
        return 'floor'
    def __ceil__(self):
        return 'ceil'
print(math.trunc(T()), math.floor(T()), math.ceil(T()))
