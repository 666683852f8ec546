# In-memory files: positions and sizes the program sets.
# --- stringio_seek_write
import io
f = io.StringIO()
f.seek(2**40)
f.write('x')
# --- bytesio_seek_write
import io
f = io.BytesIO()
f.seek(10**10)
f.write(b'x')
# --- stringio_truncate_huge
import io
f = io.StringIO('abc')
f.truncate(2**40)
f.write('x')
f.getvalue()
# --- bytesio_truncate_huge
import io
f = io.BytesIO(b'abc')
f.truncate(2**40)
f.seek(0, 2)
f.write(b'x')
# --- stringio_seek_end_write
import io
f = io.StringIO('x' * 10)
f.seek(2**62)
f.write('y')
f.getvalue()
# --- bytesio_read_huge
import io
io.BytesIO(b'x').read(2**40)
# --- stringio_readline_huge
import io
io.StringIO('x').readline(2**62)
# --- stringio_writelines_repeat
import io
f = io.StringIO()
f.writelines(['x' * 10**6] * 10**6)
# --- bytesio_write_loop
import io
f = io.BytesIO()
b = b'x' * 10**7
for i in range(10**6):
    f.write(b)
# --- stringio_write_loop
import io
f = io.StringIO()
s = 'x' * 10**7
for i in range(10**6):
    f.write(s)
# --- stringio_getvalue_loop
import io
f = io.StringIO('x' * 3 * 10**7)
xs = [f.getvalue() for i in range(1000)]
