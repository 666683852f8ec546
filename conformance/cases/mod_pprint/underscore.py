# underscore_numbers for ints but not floats or bools
import pprint
pprint.pprint(12345678901234567890, underscore_numbers=True)
pprint.pprint([12345678901234567890, 1.5e10, True, -1000000] * 3, underscore_numbers=True)
print(pprint.pformat({'n': 10**12}, underscore_numbers=True))
