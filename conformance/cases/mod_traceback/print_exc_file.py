# print_exc and print_exception to a file object
import io
import traceback
buf = io.StringIO()
try:
    int('x')
except ValueError as e:
    traceback.print_exc(file=buf)
    traceback.print_exception(e, file=buf)
out = buf.getvalue().splitlines()
print(out[0], out[-1], sum(1 for l in out if l.startswith('Traceback')), sep='\n')
