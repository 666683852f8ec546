# operator.add type error
import operator
operator.add(1, 'a')
