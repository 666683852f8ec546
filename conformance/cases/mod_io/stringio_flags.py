# readable/writable/seekable/isatty
import io

s = io.StringIO()
print(s.readable(), s.writable(), s.seekable(), s.isatty(), s.flush())
