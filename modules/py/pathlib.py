# The pathlib module, written for pyinterp: PurePath and PurePosixPath
# (pure path arithmetic), Path and PosixPath (the same over the program's
# virtual file system, through os). Windows flavours are not provided.
# Operations the sandbox lacks (owner, group, chmod, symlinks) raise
# NotImplementedError naming themselves.

__all__ = ['PurePath', 'PurePosixPath', 'Path', 'PosixPath']

_ENOENT_LIKE = (2, 20, 9, 40)  # ENOENT, ENOTDIR, EBADF, ELOOP: "does not exist"


def _ignore_error(e):
    return getattr(e, 'errno', None) in _ENOENT_LIKE


def _parse(args):
    parts = []
    root = ''
    for a in args:
        if isinstance(a, PurePath):
            s = str(a)
        else:
            s = _os.fspath(a)
            if not isinstance(s, str):
                raise TypeError('argument should be a str object or an os.PathLike '
                                'object returning str, not %r' % (type(s),))
        if not s:
            continue
        if s.startswith('/'):
            parts = []
            if s.startswith('//') and not s.startswith('///'):
                root = '//'
            else:
                root = '/'
        for x in s.split('/'):
            if x and x != '.':
                parts.append(x)
    return root, parts


class _PathParents:
    def __init__(self, path):
        self._path = path
        self._cls = type(path)
        self._root = path._root
        self._parts = path._parts

    def __len__(self):
        return len(self._parts)

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return tuple(self[i] for i in range(*idx.indices(len(self))))
        if idx >= len(self) or idx < -len(self):
            raise IndexError(idx)
        if idx < 0:
            idx += len(self)
        return self._cls._make(self._root, self._parts[:-idx - 1])

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __repr__(self):
        return '<{}.parents>'.format(self._cls.__name__)


class PurePath(_os.PathLike):
    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        root, parts = _parse(args)
        return cls._make(root, parts)

    @classmethod
    def _make(cls, root, parts):
        self = object.__new__(cls)
        self._root = root
        self._parts = list(parts)
        self._str = None
        return self

    def _from(self, *args):
        return type(self)(*args)

    def __str__(self):
        if self._str is None:
            self._str = (self._root + '/'.join(self._parts)) or '.'
        return self._str

    def __fspath__(self):
        return str(self)

    def __bytes__(self):
        return str(self).encode()

    def __repr__(self):
        return '{}({!r})'.format(type(self).__name__, self.as_posix())

    def as_posix(self):
        return str(self)

    def as_uri(self):
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        return 'file://' + _quote(str(self))

    def _key(self):
        return (self._root, self._parts)

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self):
        return hash(str(self))

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._cmp() < other._cmp()

    def __le__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._cmp() <= other._cmp()

    def __gt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._cmp() > other._cmp()

    def __ge__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._cmp() >= other._cmp()

    def _cmp(self):
        return ([self._root] if self._root else []) + self._parts

    @property
    def drive(self):
        return ''

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def parts(self):
        if self._root:
            return (self._root,) + tuple(self._parts)
        return tuple(self._parts)

    @property
    def name(self):
        if not self._parts:
            return ''
        return self._parts[-1]

    @property
    def suffix(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[i:]
        return ''

    @property
    def suffixes(self):
        name = self.name
        if name.endswith('.'):
            return []
        name = name.lstrip('.')
        return ['.' + s for s in name.split('.')[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    @property
    def parent(self):
        if not self._parts:
            return self
        return self._make(self._root, self._parts[:-1])

    @property
    def parents(self):
        return _PathParents(self)

    def with_name(self, name):
        if not self.name:
            raise ValueError('%r has an empty name' % (self,))
        if not name or '/' in name or name == '.':
            raise ValueError('Invalid name %r' % (name,))
        return self._make(self._root, self._parts[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if '/' in suffix or suffix and not suffix.startswith('.') or suffix == '.':
            raise ValueError('Invalid suffix %r' % (suffix,))
        name = self.name
        if not name:
            raise ValueError('%r has an empty name' % (self,))
        old = self.suffix
        if not old:
            name = name + suffix
        else:
            name = name[:-len(old)] + suffix
        return self._make(self._root, self._parts[:-1] + [name])

    def joinpath(self, *args):
        return self._from(self, *args)

    def __truediv__(self, key):
        try:
            return self._from(self, key)
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return self._from(key, self)
        except TypeError:
            return NotImplemented

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def relative_to(self, *other):
        if not other:
            raise TypeError('need at least one argument')
        o = self._from(*other)
        n = len(o._parts)
        if o._root != self._root or self._parts[:n] != o._parts:
            raise ValueError('{!r} is not in the subpath of {!r} OR one path is relative and '
                             'the other is absolute.'.format(str(self), str(o)))
        return self._make('', self._parts[n:])

    def is_relative_to(self, *other):
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def match(self, path_pattern):
        pat = self._from(path_pattern)
        if not pat._root and not pat._parts:
            raise ValueError('empty pattern')
        if pat._root:
            if self._root != pat._root or len(self._parts) != len(pat._parts):
                return False
        elif len(pat._parts) > len(self._parts):
            return False
        for part, p in zip(reversed(self._parts), reversed(pat._parts)):
            if not _fnmatch.fnmatchcase(part, p):
                return False
        return True


def _quote(s):
    safe = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-~/'
    out = []
    for b in s.encode('utf-8', 'surrogateescape'):
        c = chr(b)
        out.append(c if c in safe else '%%%02X' % b)
    return ''.join(out)


class PurePosixPath(PurePath):
    pass


class Path(PurePath):
    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        root, parts = _parse(args)
        return cls._make(root, parts)

    @classmethod
    def cwd(cls):
        return cls(_os.getcwd())

    @classmethod
    def home(cls):
        return cls(_os.path.expanduser('~'))

    def stat(self, *, follow_symlinks=True):
        return _os.stat(self, follow_symlinks=follow_symlinks)

    def lstat(self):
        return _os.lstat(self)

    def exists(self):
        try:
            self.stat()
        except OSError as e:
            if not _ignore_error(e):
                raise
            return False
        except ValueError:
            return False
        return True

    def _mode(self, follow=True):
        try:
            return self.stat(follow_symlinks=follow).st_mode
        except OSError as e:
            if not _ignore_error(e):
                raise
            return 0
        except ValueError:
            return 0

    def is_dir(self):
        return self._mode() & 0o170000 == 0o040000

    def is_file(self):
        return self._mode() & 0o170000 == 0o100000

    def is_symlink(self):
        return self._mode(False) & 0o170000 == 0o120000

    def is_mount(self):
        return _os.path.ismount(self)

    def is_fifo(self):
        return self._mode() & 0o170000 == 0o010000

    def is_socket(self):
        return self._mode() & 0o170000 == 0o140000

    def is_block_device(self):
        return self._mode() & 0o170000 == 0o060000

    def is_char_device(self):
        return self._mode() & 0o170000 == 0o020000

    def samefile(self, other_path):
        st = self.stat()
        try:
            other_st = other_path.stat()
        except AttributeError:
            other_st = self._from(other_path).stat()
        return _os.path.samestat(st, other_st)

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None):
        return _io.open(self, mode, buffering, encoding, errors, newline)

    def read_bytes(self):
        with self.open(mode='rb') as f:
            return f.read()

    def read_text(self, encoding=None, errors=None):
        with self.open(mode='r', encoding=encoding, errors=errors) as f:
            return f.read()

    def write_bytes(self, data):
        if isinstance(data, str) or not isinstance(data, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
        with self.open(mode='wb') as f:
            return f.write(data)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError('data must be str, not %s' % data.__class__.__name__)
        with self.open(mode='w', encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def iterdir(self):
        for name in _os.listdir(self):
            yield self._make(self._root, self._parts + [name])

    def _child(self, name):
        return self._make(self._root, self._parts + [name])

    def glob(self, pattern):
        pat = PurePosixPath(pattern)
        if not pat._root and not pat._parts:
            raise ValueError('Unacceptable pattern: {!r}'.format(pattern))
        if pat._root:
            raise NotImplementedError('Non-relative patterns are unsupported')
        parts = list(pat._parts)
        if pattern.endswith('/'):
            parts.append('')
        seen = set()
        for p in self._select(self, parts):
            k = str(p)
            if k not in seen:
                seen.add(k)
                yield p

    def rglob(self, pattern):
        pat = PurePosixPath(pattern)
        if pat._root:
            raise NotImplementedError('Non-relative patterns are unsupported')
        parts = ['**'] + list(pat._parts)
        if pattern.endswith('/'):
            parts.append('')
        seen = set()
        for p in self._select(self, parts):
            k = str(p)
            if k not in seen:
                seen.add(k)
                yield p

    def _select(self, base, parts):
        if not parts:
            yield base
            return
        head, rest = parts[0], parts[1:]
        if head == '':
            if base.is_dir():
                yield base
            return
        if head == '**':
            for d in self._walk_dirs(base):
                yield from self._select(d, rest)
            return
        if not _glob.has_magic(head):
            child = base._child(head)
            if rest:
                if child.is_dir():
                    yield from self._select(child, rest)
            elif child.exists() or child.is_symlink():
                yield child
            return
        try:
            with _os.scandir(base) as it:
                entries = list(it)
        except OSError:
            return
        for entry in entries:
            if rest:
                try:
                    if not entry.is_dir():
                        continue
                except OSError:
                    continue
            if _fnmatch.fnmatchcase(entry.name, head):
                yield from self._select(base._child(entry.name), rest)

    def _walk_dirs(self, base):
        yield base
        try:
            with _os.scandir(base) as it:
                entries = list(it)
        except OSError:
            return
        for entry in entries:
            try:
                if entry.is_dir() and not entry.is_symlink():
                    yield from self._walk_dirs(base._child(entry.name))
            except OSError:
                pass

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        try:
            _os.mkdir(self, mode)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def rmdir(self):
        _os.rmdir(self)

    def unlink(self, missing_ok=False):
        try:
            _os.unlink(self)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rename(self, target):
        _os.rename(self, target)
        return self._from(target)

    def replace(self, target):
        _os.replace(self, target)
        return self._from(target)

    def touch(self, mode=0o666, exist_ok=True):
        if exist_ok and self.exists():
            _os.stat(self)
            return
        with _io.open(self, 'xb' if not exist_ok else 'ab'):
            pass

    def absolute(self):
        if self.is_absolute():
            return self
        return self._from(_os.getcwd(), self)

    def resolve(self, strict=False):
        p = self._from(_os.path.realpath(self, strict=strict))
        return p

    def expanduser(self):
        if self._parts and not self._root and self._parts[0].startswith('~'):
            return self._from(_os.path.expanduser(str(self)))
        return self

    def owner(self):
        raise NotImplementedError('Path.owner() is unsupported in the sandbox')

    def group(self):
        raise NotImplementedError('Path.group() is unsupported in the sandbox')

    def chmod(self, mode, *, follow_symlinks=True):
        raise NotImplementedError('Path.chmod() is unsupported in the sandbox')

    def lchmod(self, mode):
        raise NotImplementedError('Path.lchmod() is unsupported in the sandbox')

    def readlink(self):
        raise NotImplementedError('Path.readlink() is unsupported in the sandbox')

    def symlink_to(self, target, target_is_directory=False):
        raise NotImplementedError('Path.symlink_to() is unsupported in the sandbox')

    def hardlink_to(self, target):
        raise NotImplementedError('Path.hardlink_to() is unsupported in the sandbox')

    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        pass


class PosixPath(Path, PurePosixPath):
    pass


for _c in (PurePath, PurePosixPath, Path, PosixPath):
    _c.__module__ = 'pathlib'
