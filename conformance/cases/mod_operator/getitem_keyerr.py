# operator.getitem missing key
import operator
operator.getitem({}, "k")
