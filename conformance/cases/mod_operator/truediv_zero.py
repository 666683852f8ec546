# operator.truediv by zero
import operator
operator.truediv(1, 0)
