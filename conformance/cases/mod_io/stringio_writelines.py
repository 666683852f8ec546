# writelines
import io

s = io.StringIO()
s.writelines(['a\n', 'b\n'])
s.writelines(x for x in 'cd')
print(repr(s.getvalue()))
