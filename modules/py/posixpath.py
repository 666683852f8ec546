# os.path, written for pyinterp: POSIX path functions over the program's
# virtual file system. The pure functions are string operations; exists,
# isfile, isdir, getsize and the like stat through the Go primitive _stat
# (modules/os.go). expanduser maps '~' to the work directory (the sandbox
# has no users) and expandvars leaves the path alone (it has no
# environment). realpath resolves '.' and '..' lexically, as every path
# of the virtual file system is resolved.

__all__ = ['normcase', 'isabs', 'join', 'splitdrive', 'split', 'splitext',
           'basename', 'dirname', 'commonprefix', 'getsize', 'getmtime',
           'getatime', 'getctime', 'islink', 'exists', 'lexists', 'isdir',
           'isfile', 'ismount', 'expanduser', 'expandvars', 'normpath',
           'abspath', 'samefile', 'samestat', 'curdir', 'pardir', 'sep',
           'pathsep', 'defpath', 'altsep', 'extsep', 'devnull', 'realpath',
           'supports_unicode_filenames', 'relpath', 'commonpath']

curdir = '.'
pardir = '..'
extsep = '.'
sep = '/'
pathsep = ':'
defpath = '/bin:/usr/bin'
altsep = None
devnull = '/dev/null'
supports_unicode_filenames = False


def _sep(p):
    return b'/' if isinstance(p, bytes) else '/'


def _check_types(funcname, *args):
    has_str = has_bytes = False
    for s in args:
        if isinstance(s, str):
            has_str = True
        elif isinstance(s, bytes):
            has_bytes = True
        else:
            raise TypeError(f'{funcname}() argument must be str, bytes, or '
                            f'os.PathLike object, not {type(s).__name__!r}') from None
    if has_str and has_bytes:
        raise TypeError("Can't mix strings and bytes in path components") from None


def normcase(s):
    return _fspath(s)


def isabs(s):
    s = _fspath(s)
    return s.startswith(_sep(s))


def join(a, *p):
    a = _fspath(a)
    s = _sep(a)
    path = a
    try:
        if not p:
            path[:0] + s
        for b in map(_fspath, p):
            if b.startswith(s):
                path = b
            elif not path or path.endswith(s):
                path += b
            else:
                path += s + b
    except (TypeError, AttributeError, BytesWarning):
        _check_types('join', a, *p)
        raise
    return path


def split(p):
    p = _fspath(p)
    s = _sep(p)
    i = p.rfind(s) + 1
    head, tail = p[:i], p[i:]
    if head and head != s * len(head):
        head = head.rstrip(s)
    return head, tail


def splitext(p):
    p = _fspath(p)
    if isinstance(p, bytes):
        s, dot = b'/', b'.'
    else:
        s, dot = '/', '.'
    slash = p.rfind(s)
    dotpos = p.rfind(dot)
    if dotpos > slash:
        # A name made of leading dots and the rest has no extension.
        i = slash + 1
        while i < dotpos:
            if p[i:i + 1] != dot:
                return p[:dotpos], p[dotpos:]
            i += 1
    return p, p[:0]


def splitdrive(p):
    p = _fspath(p)
    return p[:0], p


def basename(p):
    p = _fspath(p)
    return p[p.rfind(_sep(p)) + 1:]


def dirname(p):
    p = _fspath(p)
    s = _sep(p)
    head = p[:p.rfind(s) + 1]
    if head and head != s * len(head):
        head = head.rstrip(s)
    return head


def commonprefix(m):
    if not m:
        return ''
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(_fspath, m))
    lo = min(m)
    hi = max(m)
    for i, c in enumerate(lo):
        if c != hi[i]:
            return lo[:i]
    return lo


def normpath(path):
    path = _fspath(path)
    if isinstance(path, bytes):
        s, empty, dot, dotdot = b'/', b'', b'.', b'..'
    else:
        s, empty, dot, dotdot = '/', '', '.', '..'
    if path == empty:
        return dot
    initial = 0
    if path.startswith(s):
        initial = 1
        if path.startswith(s * 2) and not path.startswith(s * 3):
            initial = 2
    parts = []
    for comp in path.split(s):
        if comp in (empty, dot):
            continue
        if comp != dotdot or (not initial and not parts) or (parts and parts[-1] == dotdot):
            parts.append(comp)
        elif parts:
            parts.pop()
    path = s * initial + s.join(parts)
    return path or dot


def abspath(path):
    path = _fspath(path)
    if not isabs(path):
        cwd = _getcwd()
        if isinstance(path, bytes):
            cwd = cwd.encode()
        path = join(cwd, path)
    return normpath(path)


def realpath(filename, *, strict=False):
    filename = _fspath(filename)
    if strict:
        _stat(filename, True, 'stat')
    return abspath(filename)


def relpath(path, start=None):
    if not path:
        raise ValueError('no path specified')
    path = _fspath(path)
    if isinstance(path, bytes):
        s, dot, dotdot = b'/', b'.', b'..'
    else:
        s, dot, dotdot = '/', '.', '..'
    if start is None:
        start = dot
    else:
        start = _fspath(start)
    try:
        start_list = [x for x in abspath(start).split(s) if x]
        path_list = [x for x in abspath(path).split(s) if x]
        i = len(commonprefix([start_list, path_list]))
        rel = [dotdot] * (len(start_list) - i) + path_list[i:]
        if not rel:
            return dot
        return join(*rel)
    except (TypeError, AttributeError, BytesWarning, DeprecationWarning):
        _check_types('relpath', path, start)
        raise


def commonpath(paths):
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    paths = tuple(map(_fspath, paths))
    if isinstance(paths[0], bytes):
        s, dot = b'/', b'.'
    else:
        s, dot = '/', '.'
    try:
        split_paths = [p.split(s) for p in paths]
        try:
            isabs_, = set(p[:1] == s for p in paths)
        except ValueError:
            raise ValueError("Can't mix absolute and relative paths") from None
        split_paths = [[c for c in sp if c and c != dot] for sp in split_paths]
        lo = min(split_paths)
        hi = max(split_paths)
        common = lo
        for i, c in enumerate(lo):
            if c != hi[i]:
                common = lo[:i]
                break
        prefix = s if isabs_ else s[:0]
        return prefix + s.join(common)
    except (TypeError, AttributeError):
        _check_types('commonpath', *paths)
        raise


def expanduser(path):
    path = _fspath(path)
    tilde = b'~' if isinstance(path, bytes) else '~'
    if not path.startswith(tilde):
        return path
    s = _sep(path)
    i = path.find(s, 1)
    if i < 0:
        i = len(path)
    if i != 1:
        return path  # ~user: the sandbox has no users
    home = _home()
    if isinstance(path, bytes):
        home = home.encode()
    return (home.rstrip(s) or s) + path[i:]


def expandvars(path):
    return _fspath(path)


# Queries of the file system.

def _st(path, follow=True):
    return _stat(path, follow, 'stat' if follow else 'lstat')


def exists(path):
    try:
        _st(path)
    except (OSError, ValueError):
        return False
    return True


def lexists(path):
    try:
        _st(path, False)
    except (OSError, ValueError):
        return False
    return True


def isfile(path):
    try:
        st = _st(path)
    except (OSError, ValueError):
        return False
    return st[0] & 0o170000 == 0o100000


def isdir(s):
    try:
        st = _st(s)
    except (OSError, ValueError):
        return False
    return st[0] & 0o170000 == 0o040000


def islink(path):
    try:
        st = _st(path, False)
    except (OSError, ValueError, AttributeError):
        return False
    return st[0] & 0o170000 == 0o120000


def ismount(path):
    return _ismount(path)


def getsize(filename):
    return _st(filename)[6]


def getmtime(filename):
    ns = _st(filename)[7]
    return ns // 1000000000 + (ns % 1000000000) * 1e-9


getatime = getmtime
getctime = getmtime


def samestat(s1, s2):
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev


def samefile(f1, f2):
    a = _st(f1)
    b = _st(f2)
    return a[1] == b[1] and a[2] == b[2]
