# scalars print their repr
import pprint
for x in [1.5, 2j, True, None, 'x' * 90, -0.0, float('inf'), 10**30, b'\x00', Ellipsis, int]:
    pprint.pprint(x)
