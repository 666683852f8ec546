# popitem on an empty OrderedDict
from collections import OrderedDict
OrderedDict().popitem()
