# traceback.format_exception returns the chained-exception separator split
# into lines; CPython returns it as one chunk
# ('\nThe above exception was the direct cause of the following exception:\n\n').
import traceback
prev = ValueError(0)
for i in range(3):
    n = ValueError(i); n.__cause__ = prev; prev = n
out = traceback.format_exception(prev)
print(len(out), out[:3])   # CPython: 7 [..., '\nThe above ...:\n\n', ...]
