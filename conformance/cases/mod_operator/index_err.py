# operator.index of a float
import operator
operator.index(1.5)
