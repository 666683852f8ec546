# format_exc inside and outside except blocks
import traceback
print(repr(traceback.format_exc()))
def f():
    raise ValueError('bad value')
try:
    f()
except ValueError:
    text = traceback.format_exc()
lines = text.splitlines()
print(lines[0])
print(lines[-1])
print(sum(1 for l in lines if l.startswith('  File ')))
print(text.endswith('\n'))
