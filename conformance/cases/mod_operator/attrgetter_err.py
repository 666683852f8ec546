# attrgetter missing attribute
from operator import attrgetter
attrgetter('nope')(1)
