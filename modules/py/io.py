# The io module, written for pyinterp: the in-memory streams StringIO and
# BytesIO of CPython 3.11's _io, with its error messages. Nothing here
# reaches a file: open, FileIO, BufferedReader, BufferedWriter,
# BufferedRandom and TextIOWrapper (Go, modules/fileio*.go) are bound by the
# loader only when the host gives the program a file system; otherwise
# they are absent (AttributeError on access).
# Not supported: StringIO's newline translation modes other than the
# default, BytesIO.getbuffer, readinto.

__all__ = ['StringIO', 'BytesIO', 'SEEK_SET', 'SEEK_CUR', 'SEEK_END',
           'UnsupportedOperation', 'IOBase', 'TextIOBase', 'BufferedIOBase',
           'RawIOBase', 'DEFAULT_BUFFER_SIZE']

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192


# UnsupportedOperation (a subclass of OSError and ValueError) is bound by
# the loader: the file classes, written in Go, raise the same class.


class IOBase:
    pass


class RawIOBase(IOBase):
    pass


class BufferedIOBase(IOBase):
    pass


class TextIOBase(IOBase):
    pass


def _size(size, name='argument'):
    if size is None:
        return -1
    if isinstance(size, bool) or not isinstance(size, int):
        try:
            return _index(size)
        except TypeError:
            raise TypeError(f"argument should be integer or None, not '{type(size).__name__}'") from None
    return size


class _Stream:
    def __enter__(self):
        self._check_closed()
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        self._check_closed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def close(self):
        self._closed = True

    @property
    def closed(self):
        return self._closed

    def readable(self):
        self._check_closed()
        return True

    def writable(self):
        self._check_closed()
        return True

    def seekable(self):
        self._check_closed()
        return True

    def isatty(self):
        self._check_closed()
        return False

    def flush(self):
        self._check_closed()

    def tell(self):
        self._check_closed()
        return self._pos

    def readlines(self, hint=-1):
        hint = _size(hint)
        self._check_closed()
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                break
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def writelines(self, lines):
        self._check_closed()
        for line in lines:
            self.write(line)

    def fileno(self):
        raise UnsupportedOperation('fileno')

    def detach(self):
        raise UnsupportedOperation('detach')


class StringIO(_Stream, TextIOBase):
    __module__ = '_io'

    def __init__(self, initial_value='', newline='\n'):
        if newline is not None and not isinstance(newline, str):
            raise TypeError(f"newline must be str or None, not {type(newline).__name__}")
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError(f'illegal newline value: {newline!r}')
        if initial_value is None:
            initial_value = ''
        if not isinstance(initial_value, str):
            raise TypeError(f'initial_value must be str or None, not {type(initial_value).__name__}')
        self._newline = newline
        self._buf = self._translate(initial_value)
        self._pos = 0
        self._closed = False

    def _translate(self, s):
        if self._newline is None:
            return s.replace('\r\n', '\n').replace('\r', '\n')
        if self._newline in ('\r', '\r\n'):
            return s.replace('\n', self._newline)
        return s

    def _check_closed(self):
        if self._closed:
            raise ValueError('I/O operation on closed file')

    @property
    def line_buffering(self):
        return False

    @property
    def newlines(self):
        return None

    @property
    def encoding(self):
        return None

    @property
    def errors(self):
        return None

    def getvalue(self):
        self._check_closed()
        return self._buf

    def write(self, s):
        self._check_closed()
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        n = len(s)
        s = self._translate(s)
        if not s:
            return 0
        buf = self._buf
        pos = self._pos
        if pos > len(buf):
            buf = buf + '\0' * (pos - len(buf))
        self._buf = buf[:pos] + s + buf[pos + len(s):]
        self._pos = pos + len(s)
        return n

    def read(self, size=-1):
        size = _size(size)
        self._check_closed()
        buf = self._buf
        pos = self._pos
        if pos >= len(buf):
            return ''
        if size < 0:
            end = len(buf)
        else:
            end = min(len(buf), pos + size)
        self._pos = end
        return buf[pos:end]

    def readline(self, size=-1):
        size = _size(size)
        self._check_closed()
        buf = self._buf
        pos = self._pos
        if pos >= len(buf):
            return ''
        if self._newline == '':
            end = len(buf)
            i = pos
            while i < len(buf):
                c = buf[i]
                if c == '\n':
                    end = i + 1
                    break
                if c == '\r':
                    end = i + 2 if buf[i + 1:i + 2] == '\n' else i + 1
                    break
                i += 1
        else:
            nl = '\n' if self._newline in (None, '\n') else self._newline
            i = buf.find(nl, pos)
            end = len(buf) if i < 0 else i + len(nl)
        if size >= 0:
            end = min(end, pos + size)
        self._pos = end
        return buf[pos:end]

    def seek(self, pos, whence=0):
        pos = _size(pos)
        whence = _size(whence)
        self._check_closed()
        if whence not in (0, 1, 2):
            raise ValueError(f'Invalid whence ({whence}, should be 0, 1 or 2)')
        if pos < 0 and whence == 0:
            raise ValueError(f'Negative seek position {pos}')
        if whence != 0 and pos != 0:
            raise OSError("Can't do nonzero cur-relative seeks")
        if whence == 1:
            pos = self._pos
        elif whence == 2:
            pos = len(self._buf)
        self._pos = pos
        return pos

    def truncate(self, size=None):
        self._check_closed()
        if size is None:
            size = self._pos
        else:
            size = _size(size)
        if size < 0:
            raise ValueError(f'Negative size value {size}')
        if size < len(self._buf):
            self._buf = self._buf[:size]
        return size


class BytesIO(_Stream, BufferedIOBase):
    __module__ = '_io'

    def __init__(self, initial_bytes=b''):
        if initial_bytes is None:
            initial_bytes = b''
        self._buf = bytearray(_as_bytes(initial_bytes))
        self._pos = 0
        self._closed = False

    def _check_closed(self):
        if self._closed:
            raise ValueError('I/O operation on closed file.')

    def getvalue(self):
        self._check_closed()
        return bytes(self._buf)

    def write(self, b):
        self._check_closed()
        b = _as_bytes(b)
        n = len(b)
        if n == 0:
            return 0
        pos = self._pos
        if pos > len(self._buf):
            self._buf.extend(b'\0' * (pos - len(self._buf)))
        self._buf[pos:pos + n] = b
        self._pos = pos + n
        return n

    def read(self, size=-1):
        size = _size(size)
        self._check_closed()
        buf = self._buf
        pos = self._pos
        if pos >= len(buf):
            return b''
        end = len(buf) if size < 0 else min(len(buf), pos + size)
        self._pos = end
        return bytes(buf[pos:end])

    def read1(self, size=-1):
        return self.read(size)

    def readline(self, size=-1):
        size = _size(size)
        self._check_closed()
        buf = self._buf
        pos = self._pos
        if pos >= len(buf):
            return b''
        i = buf.find(b'\n', pos)
        end = len(buf) if i < 0 else i + 1
        if size >= 0:
            end = min(end, pos + size)
        self._pos = end
        return bytes(buf[pos:end])

    def seek(self, pos, whence=0):
        pos = _size(pos)
        whence = _size(whence)
        self._check_closed()
        if whence == 0:
            if pos < 0:
                raise ValueError(f'negative seek value {pos}')
        elif whence == 1:
            pos = max(0, self._pos + pos)
        elif whence == 2:
            pos = max(0, len(self._buf) + pos)
        else:
            raise ValueError(f'invalid whence ({whence}, should be 0, 1 or 2)')
        self._pos = pos
        return pos

    def truncate(self, size=None):
        self._check_closed()
        if size is None:
            size = self._pos
        else:
            size = _size(size)
        if size < 0:
            raise ValueError(f'negative size value {size}')
        if size < len(self._buf):
            del self._buf[size:]
        return size


def _as_bytes(b):
    if isinstance(b, (bytes, bytearray)):
        return bytes(b)
    raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")


# C types in CPython: their messages quote the module-qualified name.
_displayname(StringIO, "_io.StringIO")
_displayname(BytesIO, "_io.BytesIO")
