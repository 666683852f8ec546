# move_to_end of a missing key
from collections import OrderedDict
OrderedDict(a=1).move_to_end('z')
