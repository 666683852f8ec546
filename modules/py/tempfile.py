# The tempfile module, written for pyinterp: temporary files and
# directories in the scratch area's temporary directory (/tmp by
# default), named with random characters from the host's entropy.
# mkstemp, which returns an OS file descriptor, is refused (the sandbox
# has none); TemporaryFile is a NamedTemporaryFile removed on close.

__all__ = ['NamedTemporaryFile', 'TemporaryFile', 'SpooledTemporaryFile',
           'TemporaryDirectory', 'mkstemp', 'mkdtemp', 'mktemp', 'TMP_MAX',
           'gettempprefix', 'tempdir', 'gettempdir', 'gettempprefixb',
           'gettempdirb']

TMP_MAX = 10000
template = 'tmp'
tempdir = None


def gettempprefix():
    return template


def gettempprefixb():
    return template.encode()


def gettempdir():
    if tempdir is not None:
        return tempdir
    return _tempdir()


def gettempdirb():
    return gettempdir().encode()


def _names(suffix, prefix, dir):
    if suffix is None:
        suffix = ''
    if prefix is None:
        prefix = template
    if dir is None:
        dir = gettempdir()
    if isinstance(suffix, bytes) or isinstance(prefix, bytes) or isinstance(dir, bytes):
        raise TypeError('pyinterp: bytes arguments to tempfile are not supported')
    for _ in range(TMP_MAX):
        yield _os.path.join(dir, prefix + _randname() + suffix)


def mkdtemp(suffix=None, prefix=None, dir=None):
    for file in _names(suffix, prefix, dir):
        try:
            _os.mkdir(file, 0o700)
        except FileExistsError:
            continue
        return file
    raise FileExistsError(17, 'No usable temporary directory name found')


def mktemp(suffix='', prefix=template, dir=None):
    for file in _names(suffix, prefix, dir):
        if not _os.path.lexists(file):
            return file
    raise FileExistsError(17, 'No usable temporary filename found')


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    raise NotImplementedError(
        'tempfile.mkstemp() returns an OS file descriptor, which the sandbox does not have: '
        'use NamedTemporaryFile(delete=False) or mkdtemp()')


class _TemporaryFileWrapper:
    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete
        self._closed = False

    def __getattr__(self, name):
        return getattr(self.__dict__['file'], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        result = self.file.__exit__(exc, value, tb)
        self.close()
        return result

    def close(self):
        if not self._closed:
            self._closed = True
            try:
                self.file.close()
            finally:
                if self.delete:
                    try:
                        _os.unlink(self.name)
                    except FileNotFoundError:
                        pass

    def __iter__(self):
        for line in self.file:
            yield line

    def __repr__(self):
        return f'<tempfile._TemporaryFileWrapper file={self.file!r}>'


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None,
                       suffix=None, prefix=None, dir=None, delete=True, *, errors=None):
    xmode = 'x' + ('+' if '+' in mode else '') + ('b' if 'b' in mode else '')
    for name in _names(suffix, prefix, dir):
        try:
            file = open(name, xmode, buffering=buffering, newline=newline,
                        encoding=encoding, errors=errors)
        except FileExistsError:
            continue
        return _TemporaryFileWrapper(file, name, delete)
    raise FileExistsError(17, 'No usable temporary file name found')


def TemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None,
                  suffix=None, prefix=None, dir=None, *, errors=None):
    return NamedTemporaryFile(mode, buffering, encoding, newline, suffix, prefix, dir,
                              True, errors=errors)


class SpooledTemporaryFile:
    """A temporary file kept in memory (the sandbox's files are memory too)."""

    def __init__(self, max_size=0, mode='w+b', buffering=-1, encoding=None,
                 newline=None, suffix=None, prefix=None, dir=None, *, errors=None):
        if 'b' in mode:
            self._file = _io.BytesIO()
        else:
            self._file = _io.StringIO(newline='\n' if newline is None else newline)
        self._max_size = max_size
        self._rolled = False
        self.mode = mode
        self.name = None

    def __getattr__(self, name):
        return getattr(self.__dict__['_file'], name)

    def __enter__(self):
        return self

    def __exit__(self, exc, value, tb):
        self._file.close()

    def __iter__(self):
        return iter(self._file)

    def rollover(self):
        self._rolled = True

    @property
    def _rolled_(self):
        return self._rolled


class TemporaryDirectory:
    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors
        self._done = False

    def __repr__(self):
        return '<{} {!r}>'.format(self.__class__.__name__, self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        if not self._done:
            self._done = True
            if _os.path.exists(self.name):
                _shutil.rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)
