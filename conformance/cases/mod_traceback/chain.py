# chained exceptions in format_exc
import traceback
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError('wrapped') from e
except ValueError:
    lines = traceback.format_exc().splitlines()
for l in lines:
    if not l.startswith(' '):
        print(l)
try:
    try:
        [][1]
    except IndexError:
        raise KeyError('during')
except KeyError:
    lines = traceback.format_exc(chain=False).splitlines()
print([l for l in lines if not l.startswith(' ')])
