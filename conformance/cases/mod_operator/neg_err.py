# operator.neg of a string
import operator
operator.neg("a")
