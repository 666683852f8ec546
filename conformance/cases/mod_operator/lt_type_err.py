# operator.lt of incomparable values
import operator
operator.lt(1, "a")
