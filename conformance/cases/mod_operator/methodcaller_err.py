# methodcaller with no name
from operator import methodcaller
methodcaller()
