# methodcaller with a non-string name
import operator
operator.methodcaller(5)
