# io has no file access
import io

print(hasattr(io, 'StringIO'), hasattr(io, 'BytesIO'), io.SEEK_SET, io.SEEK_CUR, io.SEEK_END)
