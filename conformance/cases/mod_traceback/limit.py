# the limit argument keeps the first or last frames
import traceback
def a():
    b()
def b():
    c()
def c():
    raise OSError('deep')
try:
    a()
except OSError as e:
    for limit in (None, 1, 2, -1):
        frames = [i for i in traceback.format_exception(e, limit=limit) if i.startswith('  File ')]
        print(limit, len(frames), [f.split(', in ')[1].split('\n')[0] for f in frames])
