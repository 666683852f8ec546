# registering a type in the tower
import numbers
class MyNum:
    pass
numbers.Real.register(MyNum)
print(isinstance(MyNum(), numbers.Number), isinstance(MyNum(), numbers.Integral))
