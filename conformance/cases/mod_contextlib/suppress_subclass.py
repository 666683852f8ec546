# suppress matches subclasses
from contextlib import suppress
with suppress(LookupError):
    {}['x']
with suppress(Exception):
    raise ValueError
print('done')
