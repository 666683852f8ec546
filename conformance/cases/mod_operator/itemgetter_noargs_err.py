# itemgetter with no items
import operator
operator.itemgetter()
