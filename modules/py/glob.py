# The glob module, written for pyinterp: path names matching shell-style
# patterns, over the program's virtual file system. As CPython's: names
# beginning with '.' match only patterns that begin with '.' (unless
# include_hidden), '**' matches any files and zero or more directories
# when recursive is set, and results come in directory listing order
# (sorted by name here).

__all__ = ['glob', 'iglob', 'escape', 'has_magic']

_magic = _re.compile('([*?[])')
_magic_b = _re.compile(b'([*?[])')


def has_magic(s):
    if isinstance(s, bytes):
        return _magic_b.search(s) is not None
    return _magic.search(s) is not None


def escape(pathname):
    drive, pathname = _os.path.splitdrive(pathname)
    if isinstance(pathname, bytes):
        pathname = _magic_b.sub(br'[\1]', pathname)
    else:
        pathname = _magic.sub(r'[\1]', pathname)
    return drive + pathname


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd, recursive=recursive,
                      include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    pathname = _os.fspath(pathname)
    if root_dir is not None:
        root_dir = _os.fspath(root_dir)
    else:
        root_dir = pathname[:0]
    it = _iglob(pathname, root_dir, recursive, False, include_hidden)
    if not pathname or recursive and _isrecursive(pathname[:2]):
        try:
            s = next(it)
            if s:
                it = _chain([s], it)
        except StopIteration:
            pass
    return it


def _chain(first, rest):
    yield from first
    yield from rest


def _isrecursive(pattern):
    if isinstance(pattern, bytes):
        return pattern == b'**'
    return pattern == '**'


def _join(root, name):
    if root and name:
        return _os.path.join(root, name)
    return root or name


def _lexists(pathname, root_dir):
    if root_dir:
        pathname = _os.path.join(root_dir, pathname)
    return _os.path.lexists(pathname)


def _isdir(pathname, root_dir):
    if root_dir:
        pathname = _os.path.join(root_dir, pathname)
    return _os.path.isdir(pathname)


def _iglob(pathname, root_dir, recursive, dironly, include_hidden):
    dirname, basename = _os.path.split(pathname)
    if not has_magic(pathname):
        if basename:
            if _lexists(pathname, root_dir):
                yield pathname
        elif _isdir(dirname, root_dir):
            yield pathname
        return
    if not dirname:
        if recursive and _isrecursive(basename):
            yield from _glob2(root_dir, basename, dironly, include_hidden)
        else:
            yield from _glob1(root_dir, basename, dironly, include_hidden)
        return
    if dirname != pathname and has_magic(dirname):
        dirs = _iglob(dirname, root_dir, recursive, True, include_hidden)
    else:
        dirs = [dirname]
    if has_magic(basename):
        if recursive and _isrecursive(basename):
            glob_in_dir = _glob2
        else:
            glob_in_dir = _glob1
    else:
        glob_in_dir = _glob0
    for d in dirs:
        for name in glob_in_dir(_join(root_dir, d), basename, dironly, include_hidden):
            yield _os.path.join(d, name)


def _ishidden(path):
    return path[0] in ('.', b'.'[0])


def _listdir(dirname, dironly):
    if not dirname:
        dirname = b'.' if isinstance(dirname, bytes) else '.'
    try:
        it = _os.scandir(dirname)
        with it:
            out = []
            for entry in it:
                try:
                    if not dironly or entry.is_dir():
                        out.append(entry.name)
                except OSError:
                    pass
            return out
    except OSError:
        return []


def _glob1(dirname, pattern, dironly, include_hidden):
    names = _listdir(dirname, dironly)
    if not (include_hidden or _ishidden(pattern)):
        names = [x for x in names if not _ishidden(x)]
    return _fnmatch.filter(names, pattern)


def _glob0(dirname, basename, dironly, include_hidden):
    if basename:
        if _lexists(_os.path.join(dirname, basename), None):
            return [basename]
    elif _isdir(dirname, None):
        return [basename]
    return []


def _glob2(dirname, pattern, dironly, include_hidden):
    yield pattern[:0]
    yield from _rlistdir(dirname, dironly, include_hidden)


def _rlistdir(dirname, dironly, include_hidden):
    names = _listdir(dirname, dironly)
    for x in names:
        if include_hidden or not _ishidden(x):
            yield x
            path = _join(dirname, x) if dirname else x
            for y in _rlistdir(path, dironly, include_hidden):
                yield _join(x, y)


def glob0(dirname, pattern):
    return _glob0(dirname, pattern, False, False)


def glob1(dirname, pattern):
    return _glob1(dirname, pattern, False, False)
