# concat of non-sequences
import operator
operator.concat(1, 2)
