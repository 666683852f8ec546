# itemgetter called with two arguments
import operator
operator.itemgetter(0)([1], [2])
