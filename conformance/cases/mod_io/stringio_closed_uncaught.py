# uncaught closed-file error
import io

s = io.StringIO()
s.close()
s.write('x')
