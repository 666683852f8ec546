# methodcaller of a missing method
import operator
operator.methodcaller("nope")(1)
