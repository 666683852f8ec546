# attrgetter with a non-string
from operator import attrgetter
attrgetter(1)
