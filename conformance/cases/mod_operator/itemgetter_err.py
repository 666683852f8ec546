# itemgetter raising IndexError
from operator import itemgetter
itemgetter(5)([1, 2])
