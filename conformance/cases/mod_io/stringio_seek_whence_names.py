# seek with io.SEEK_* names and return values
import io
s = io.StringIO('abcdef')
print(s.seek(2, io.SEEK_SET), s.read(1), s.seek(0, io.SEEK_END), s.seek(0, io.SEEK_CUR))
b = io.BytesIO(b'abcdef')
print(b.seek(-2, io.SEEK_END), b.read(), b.seek(1, io.SEEK_CUR))
