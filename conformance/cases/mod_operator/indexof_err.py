# indexOf missing value
import operator
operator.indexOf([1, 2], 3)
