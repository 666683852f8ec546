# The shutil module, written for pyinterp: copying, moving and removing
# files and trees within the program's virtual file system. Permission
# bits and times are not copied (the scratch area keeps none); nothing
# here reaches processes, users or the host (no which, chown, disk_usage).

__all__ = ['copyfileobj', 'copyfile', 'copymode', 'copystat', 'copy', 'copy2',
           'copytree', 'move', 'rmtree', 'Error', 'SpecialFileError',
           'ignore_patterns', 'SameFileError']

COPY_BUFSIZE = 64 * 1024


class Error(OSError):
    pass


class SameFileError(Error):
    """Raised when source and destination are the same file."""


class SpecialFileError(OSError):
    """Raised when trying to do a kind of operation (e.g. copying) which is
    not supported on a special file (e.g. a named pipe)"""


class ReadError(OSError):
    """Raised when an archive cannot be read"""


class RegistryError(Exception):
    pass


for _c in (Error, SameFileError, SpecialFileError, ReadError, RegistryError):
    _c.__module__ = 'shutil'


def copyfileobj(fsrc, fdst, length=0):
    if not length:
        length = COPY_BUFSIZE
    fsrc_read = fsrc.read
    fdst_write = fdst.write
    while True:
        buf = fsrc_read(length)
        if not buf:
            break
        fdst_write(buf)


def _samefile(src, dst):
    if isinstance(src, _os.DirEntry):
        try:
            return _os.path.samestat(src.stat(), _os.stat(dst))
        except OSError:
            return False
    try:
        return _os.path.samefile(src, dst)
    except OSError:
        return False


def copyfile(src, dst, *, follow_symlinks=True):
    if _samefile(src, dst):
        raise SameFileError('{!r} and {!r} are the same file'.format(src, dst))
    with open(src, 'rb') as fsrc:
        try:
            with open(dst, 'wb') as fdst:
                copyfileobj(fsrc, fdst)
        except IsADirectoryError as e:
            if not _os.path.exists(dst):
                raise FileNotFoundError(f'Directory does not exist: {dst}') from e
            raise
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    _os.stat(src)
    _os.stat(dst)


def copystat(src, dst, *, follow_symlinks=True):
    _os.stat(src)
    _os.stat(dst)


def copy(src, dst, *, follow_symlinks=True):
    if _os.path.isdir(dst):
        dst = _os.path.join(dst, _os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copymode(src, dst, follow_symlinks=follow_symlinks)
    return dst


def copy2(src, dst, *, follow_symlinks=True):
    if _os.path.isdir(dst):
        dst = _os.path.join(dst, _os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copystat(src, dst, follow_symlinks=follow_symlinks)
    return dst


def ignore_patterns(*patterns):
    def _ignore_patterns(path, names):
        ignored_names = []
        for pattern in patterns:
            ignored_names.extend(_fnmatch.filter(names, pattern))
        return set(ignored_names)
    return _ignore_patterns


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False):
    with _os.scandir(src) as itr:
        entries = list(itr)
    if ignore is not None:
        ignored_names = ignore(_os.fspath(src), [x.name for x in entries])
    else:
        ignored_names = set()
    _os.makedirs(dst, exist_ok=dirs_exist_ok)
    errors = []
    for srcentry in entries:
        if srcentry.name in ignored_names:
            continue
        srcname = _os.path.join(src, srcentry.name)
        dstname = _os.path.join(dst, srcentry.name)
        try:
            if srcentry.is_dir():
                copytree(srcname, dstname, symlinks, ignore, copy_function,
                         ignore_dangling_symlinks, dirs_exist_ok)
            else:
                copy_function(srcname, dstname)
        except Error as err:
            errors.extend(err.args[0])
        except OSError as why:
            errors.append((srcname, dstname, str(why)))
    if errors:
        raise Error(errors)
    return dst


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    if ignore_errors:
        def onerror(*args):
            pass
    elif onerror is None:
        def onerror(*args):
            raise
    try:
        st = _os.lstat(path)
    except Exception as err:
        onerror(_os.lstat, path, (type(err), err, None))
        return
    if st.st_mode & 0o170000 == 0o120000:
        try:
            raise OSError('Cannot call rmtree on a symbolic link')
        except OSError as err:
            onerror(_os.path.islink, path, (type(err), err, None))
        return
    _rmtree(path, onerror)


def _rmtree(path, onerror):
    try:
        with _os.scandir(path) as scandir_it:
            entries = list(scandir_it)
    except OSError as err:
        onerror(_os.scandir, path, (type(err), err, None))
        entries = []
    for entry in entries:
        fullname = entry.path
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
        except OSError:
            is_dir = False
        if is_dir:
            _rmtree(fullname, onerror)
        else:
            try:
                _os.unlink(fullname)
            except OSError as err:
                onerror(_os.unlink, fullname, (type(err), err, None))
    try:
        _os.rmdir(path)
    except OSError as err:
        onerror(_os.rmdir, path, (type(err), err, None))


def _basename(path):
    path = _os.fspath(path)
    sep = '/' if isinstance(path, str) else b'/'
    return _os.path.basename(path.rstrip(sep))


def move(src, dst, copy_function=copy2):
    real_dst = dst
    if _os.path.isdir(dst):
        if _samefile(src, dst):
            _os.rename(src, dst)
            return
        real_dst = _os.path.join(dst, _basename(src))
        if _os.path.exists(real_dst):
            raise Error("Destination path '%s' already exists" % real_dst)
    try:
        _os.rename(src, real_dst)
    except OSError:
        if _os.path.isdir(src):
            if _destinsrc(src, dst):
                raise Error("Cannot move a directory '%s' into itself '%s'." % (src, dst))
            copytree(src, real_dst, copy_function=copy_function, symlinks=True)
            rmtree(src)
        else:
            copy_function(src, real_dst)
            _os.unlink(src)
    return real_dst


def _destinsrc(src, dst):
    src = _os.path.abspath(src)
    dst = _os.path.abspath(dst)
    if not src.endswith(_os.path.sep):
        src += _os.path.sep
    if not dst.endswith(_os.path.sep):
        dst += _os.path.sep
    return dst.startswith(src)
