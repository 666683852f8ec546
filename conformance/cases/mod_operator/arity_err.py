# wrong number of arguments
import operator
operator.add(1)
