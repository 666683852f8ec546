# The os module, written for pyinterp: files and directories of the
# program's virtual file system, and nothing else: no processes, no
# environment, no users, no file descriptors (functions that need them are
# absent: AttributeError). The primitives (_stat, _listdir, _scandir,
# _mkdir, ...) are Go (modules/os.go); path is os.path (posixpath.py),
# bound by the loader.

name = 'posix'
sep = '/'
altsep = None
extsep = '.'
pathsep = ':'
linesep = '\n'
curdir = '.'
pardir = '..'
defpath = '/bin:/usr/bin'
devnull = '/dev/null'
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
F_OK = 0
R_OK = 4
W_OK = 2
X_OK = 1
error = OSError
supports_follow_symlinks = set()
supports_dir_fd = set()
supports_fd = set()


def fspath(path):
    return _fspath(path)


class PathLike:
    """Abstract base class for implementing the file system path protocol."""

    def __fspath__(self):
        raise NotImplementedError

    def __class_getitem__(cls, item):
        return cls


class stat_result(tuple):
    """stat_result: Result from stat, fstat, or lstat."""

    n_sequence_fields = 10
    n_fields = 16
    n_unnamed_fields = 3

    def __repr__(self):
        return ('os.stat_result(st_mode=%r, st_ino=%r, st_dev=%r, st_nlink=%r, '
                'st_uid=%r, st_gid=%r, st_size=%r, st_atime=%r, st_mtime=%r, '
                'st_ctime=%r)' % tuple(self))

    def __reduce__(self):
        raise TypeError("cannot pickle 'os.stat_result' object")

    st_mode = property(lambda self: self[0])
    st_ino = property(lambda self: self[1])
    st_dev = property(lambda self: self[2])
    st_nlink = property(lambda self: self[3])
    st_uid = property(lambda self: self[4])
    st_gid = property(lambda self: self[5])
    st_size = property(lambda self: self[6])
    st_atime = property(lambda self: self._t)
    st_mtime = property(lambda self: self._t)
    st_ctime = property(lambda self: self._t)
    st_atime_ns = property(lambda self: self._ns)
    st_mtime_ns = property(lambda self: self._ns)
    st_ctime_ns = property(lambda self: self._ns)
    st_blksize = property(lambda self: 4096)
    st_blocks = property(lambda self: (self[6] + 511) // 512)
    st_rdev = property(lambda self: 0)


def _mkstat(t):
    mode, ino, dev, nlink, uid, gid, size, ns = t
    secs = ns // 1000000000
    r = tuple.__new__(stat_result, (mode, ino, dev, nlink, uid, gid, size, secs, secs, secs))
    r._ns = ns
    r._t = secs + (ns % 1000000000) * 1e-9
    return r


def stat(path, *, dir_fd=None, follow_symlinks=True):
    return _mkstat(_stat(path, bool(follow_symlinks), 'stat'))


def lstat(path, *, dir_fd=None):
    return _mkstat(_stat(path, False, 'lstat'))


def listdir(path=None):
    return _listdir(path)


def mkdir(path, mode=0o777, *, dir_fd=None):
    _mkdir(path, mode)


def rmdir(path, *, dir_fd=None):
    _rmdir(path)


def remove(path, *, dir_fd=None):
    _remove(path, 'remove')


def unlink(path, *, dir_fd=None):
    _remove(path, 'unlink')


def rename(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    _rename(src, dst, 'rename')


def replace(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    _rename(src, dst, 'replace')


def getcwd():
    return _getcwd()


def getcwdb():
    return _getcwd().encode()


def chdir(path):
    _chdir(path)


def truncate(path, length):
    _truncate(path, length)


def access(path, mode, *, dir_fd=None, effective_ids=False, follow_symlinks=True):
    try:
        _stat(path, True, 'access')
    except OSError:
        return False
    return True


def makedirs(name, mode=0o777, exist_ok=False):
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    if head and tail and not path.exists(head):
        try:
            makedirs(head, exist_ok=exist_ok)
        except FileExistsError:
            pass
        cdir = curdir
        if isinstance(tail, bytes):
            cdir = bytes(curdir, 'ASCII')
        if tail == cdir:
            return
    try:
        mkdir(name, mode)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def removedirs(name):
    rmdir(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def renames(old, new):
    head, tail = path.split(new)
    if head and tail and not path.exists(head):
        makedirs(head)
    rename(old, new)
    head, tail = path.split(old)
    if head and tail:
        try:
            removedirs(head)
        except OSError:
            pass


class DirEntry(PathLike):
    __module__ = 'posix'

    def __init__(self, dirpath, name, kind, ino):
        self.name = name
        if dirpath is None:
            self.path = path.join('.', name)
        else:
            self.path = path.join(dirpath, name)
        self._kind = kind
        self._ino = ino
        self._stat = None
        self._lstat = None

    def __repr__(self):
        return f'<DirEntry {self.name!r}>'

    def __fspath__(self):
        return self.path

    def is_symlink(self):
        return self._kind == 'l'

    def is_dir(self, *, follow_symlinks=True):
        if self._kind == 'l' and follow_symlinks:
            return path.isdir(self.path)
        return self._kind == 'd'

    def is_file(self, *, follow_symlinks=True):
        if self._kind == 'l' and follow_symlinks:
            return path.isfile(self.path)
        return self._kind == 'f'

    def stat(self, *, follow_symlinks=True):
        if follow_symlinks:
            if self._stat is None:
                self._stat = stat(self.path)
            return self._stat
        if self._lstat is None:
            self._lstat = lstat(self.path)
        return self._lstat

    def inode(self):
        return self._ino

    def __class_getitem__(cls, item):
        return cls


class _ScandirIterator:
    def __init__(self, top, entries):
        self._entries = iter([DirEntry(top, n, k, i) for n, k, i in entries])

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._entries)

    def close(self):
        self._entries = iter(())

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


_ScandirIterator.__name__ = 'ScandirIterator'
_ScandirIterator.__qualname__ = 'ScandirIterator'
_ScandirIterator.__module__ = 'posix'


def scandir(path=None):
    entries = _scandir(path)
    top = None if path is None else fspath(path)
    return _ScandirIterator(top, entries)


def walk(top, topdown=True, onerror=None, followlinks=False):
    top = fspath(top)
    dirs = []
    nondirs = []
    walk_dirs = []
    try:
        it = scandir(top)
    except OSError as error:
        if onerror is not None:
            onerror(error)
        return
    with it:
        while True:
            try:
                try:
                    entry = next(it)
                except StopIteration:
                    break
            except OSError as error:
                if onerror is not None:
                    onerror(error)
                return
            try:
                is_dir = entry.is_dir()
            except OSError:
                is_dir = False
            if is_dir:
                dirs.append(entry.name)
            else:
                nondirs.append(entry.name)
            if not topdown and is_dir:
                if followlinks:
                    walk_into = True
                else:
                    try:
                        walk_into = not entry.is_symlink()
                    except OSError:
                        walk_into = False
                if walk_into:
                    walk_dirs.append(entry.path)
    if topdown:
        yield top, dirs, nondirs
        for dirname in dirs:
            new_path = path.join(top, dirname)
            if followlinks or not path.islink(new_path):
                yield from walk(new_path, topdown, onerror, followlinks)
    else:
        for new_path in walk_dirs:
            yield from walk(new_path, topdown, onerror, followlinks)
        yield top, dirs, nondirs
