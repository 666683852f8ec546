# StringIO positions count code points
import io

s = io.StringIO()
s.write('héllo wörld ✓')
print(s.tell(), s.getvalue())
s.seek(1)
print(s.read(4))
