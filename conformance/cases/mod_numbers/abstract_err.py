# instantiating numbers.Number subclass missing methods
import numbers
class Bad(numbers.Integral):
    pass
try:
    Bad()
except TypeError as e:
    print(str(e).split(' with ')[0])
numbers.Number()
print('number ok')
