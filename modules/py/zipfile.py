# The zipfile module, written for pyinterp: ZipFile, ZipInfo, ZipExtFile
# and is_zipfile over the Go primitives of modules/zipfile.go, which read
# and write archives with Go's archive/zip. Stored and deflated members
# only (bzip2 and lzma: NotImplementedError), no encryption. A ZipFile in
# a writing mode writes the whole archive when it is closed (use with, or
# close()). Extraction sanitizes member names as CPython does ('..' and
# absolute paths cannot leave the target directory).

__all__ = ['BadZipFile', 'BadZipfile', 'error', 'ZIP_STORED', 'ZIP_DEFLATED',
           'ZIP_BZIP2', 'ZIP_LZMA', 'is_zipfile', 'ZipInfo', 'ZipFile', 'LargeZipFile']

ZIP_STORED = 0
ZIP_DEFLATED = 8
ZIP_BZIP2 = 12
ZIP_LZMA = 14
DEFAULT_VERSION = 20
ZIP64_VERSION = 45
MAX_EXTRACT_VERSION = 63

BadZipfile = error = BadZipFile


class LargeZipFile(Exception):
    """Raised when writing a zipfile, the zipfile requires ZIP64 extensions
    and those extensions are disabled."""


LargeZipFile.__module__ = 'zipfile'

_compressor_names = {0: 'store', 1: 'shrink', 2: 'reduce', 3: 'reduce', 4: 'reduce',
                     5: 'reduce', 6: 'implode', 7: 'tokenize', 8: 'deflate', 9: 'deflate64',
                     10: 'implode', 12: 'bzip2', 14: 'lzma', 18: 'terse', 19: 'lz77',
                     97: 'wavpack', 98: 'ppmd'}


def _check_compression(compression):
    if compression in (ZIP_STORED, ZIP_DEFLATED):
        return
    if compression in (ZIP_BZIP2, ZIP_LZMA):
        raise NotImplementedError('That compression method is not supported')
    raise NotImplementedError('That compression method is not supported')


class ZipInfo:
    """Class with attributes describing each file in the ZIP archive."""

    def __init__(self, filename='NoName', date_time=(1980, 1, 1, 0, 0, 0)):
        self.orig_filename = filename
        null_byte = filename.find(chr(0))
        if null_byte >= 0:
            filename = filename[0:null_byte]
        self.filename = filename
        self.date_time = date_time
        if date_time[0] < 1980:
            raise ValueError('ZIP does not support timestamps before 1980')
        self.compress_type = ZIP_STORED
        self._compresslevel = None
        self.comment = b''
        self.extra = b''
        self.create_system = 3
        self.create_version = DEFAULT_VERSION
        self.extract_version = DEFAULT_VERSION
        self.reserved = 0
        self.flag_bits = 0
        self.volume = 0
        self.internal_attr = 0
        self.external_attr = 0
        self.compress_size = 0
        self.file_size = 0
        self.CRC = 0
        self.header_offset = 0
        self._index = None
        self._archive = None

    def __repr__(self):
        result = ['<%s filename=%r' % (self.__class__.__name__, self.filename)]
        if self.compress_type != ZIP_STORED:
            result.append(' compress_type=%s' % _compressor_names.get(self.compress_type, self.compress_type))
        hi = self.external_attr >> 16
        lo = self.external_attr & 0xFFFF
        if hi:
            result.append(' filemode=%r' % _stat.filemode(hi))
        if lo:
            result.append(' external_attr=%#x' % lo)
        isdir = self.is_dir()
        if not isdir or self.file_size:
            result.append(' file_size=%r' % self.file_size)
        if ((not isdir or self.compress_size) and
                (self.compress_type != ZIP_STORED or self.file_size != self.compress_size)):
            result.append(' compress_size=%r' % self.compress_size)
        result.append('>')
        return ''.join(result)

    def is_dir(self):
        return self.filename.endswith('/')

    @classmethod
    def from_file(cls, filename, arcname=None, *, strict_timestamps=True):
        if isinstance(filename, _os.PathLike):
            filename = _os.fspath(filename)
        st = _os.stat(filename)
        isdir = st.st_mode & 0o170000 == 0o040000
        mtime = _time.localtime(st.st_mtime)
        date_time = mtime[0:6]
        if not strict_timestamps and date_time[0] < 1980:
            date_time = (1980, 1, 1, 0, 0, 0)
        elif not strict_timestamps and date_time[0] > 2107:
            date_time = (2107, 12, 31, 23, 59, 59)
        if arcname is None:
            arcname = filename
        arcname = _os.path.normpath(_os.path.splitdrive(arcname)[1])
        while arcname[0] in (_os.sep, _os.altsep) if arcname else False:
            arcname = arcname[1:]
        if isdir:
            arcname += '/'
        zinfo = cls(arcname, date_time)
        zinfo.external_attr = (st.st_mode & 0xFFFF) << 16
        if isdir:
            zinfo.file_size = 0
            zinfo.external_attr |= 0x10
        else:
            zinfo.file_size = st.st_size
        return zinfo


ZipInfo.__module__ = 'zipfile'


class ZipExtFile:
    """File-like object for reading an archive member (read whole when
    opened)."""

    def __init__(self, data, zinfo, mode='r'):
        self._data = _io.BytesIO(data)
        self.name = zinfo.filename
        self.mode = mode
        self._zinfo = zinfo
        self.closed = False

    def __repr__(self):
        result = ['<%s.%s' % (self.__class__.__module__, self.__class__.__qualname__)]
        if not self.closed:
            result.append(' name=%r mode=%r' % (self.name, self.mode))
            if self._zinfo.compress_type != ZIP_STORED:
                result.append(' compress_type=%s' % _compressor_names.get(self._zinfo.compress_type,
                                                                          self._zinfo.compress_type))
        else:
            result.append(' [closed]')
        result.append('>')
        return ''.join(result)

    def _check(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')

    def read(self, n=-1):
        self._check()
        return self._data.read(n)

    def read1(self, n=-1):
        self._check()
        return self._data.read(n if n is None or n >= 0 else 8192)

    def peek(self, n=1):
        self._check()
        pos = self._data.tell()
        data = self._data.read(max(n, 512))
        self._data.seek(pos)
        return data

    def readline(self, limit=-1):
        self._check()
        return self._data.readline(limit)

    def readlines(self, hint=-1):
        self._check()
        return self._data.readlines(hint)

    def readinto(self, b):
        self._check()
        data = self._data.read(len(b))
        b[:len(data)] = data
        return len(data)

    def __iter__(self):
        self._check()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readable(self):
        self._check()
        return True

    def writable(self):
        self._check()
        return False

    def seekable(self):
        self._check()
        return True

    def seek(self, offset, whence=0):
        self._check()
        return self._data.seek(offset, whence)

    def tell(self):
        self._check()
        return self._data.tell()

    def close(self):
        self.closed = True

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


ZipExtFile.__module__ = 'zipfile'


class _ZipWriteFile:
    """File-like object ZipFile.open(name, 'w') returns: the member is
    added when it is closed."""

    def __init__(self, zf, zinfo):
        self._zf = zf
        self._zinfo = zinfo
        self._buf = _io.BytesIO()
        self.closed = False
        self.name = zinfo.filename

    def write(self, data):
        if self.closed:
            raise ValueError('I/O operation on closed file.')
        if isinstance(data, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        return self._buf.write(data)

    def writable(self):
        return True

    def readable(self):
        return False

    def seekable(self):
        return False

    def tell(self):
        return self._buf.tell()

    def flush(self):
        pass

    def close(self):
        if self.closed:
            return
        self.closed = True
        self._zf._writing = False
        self._zf._add(self._zinfo, self._buf.getvalue())

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


def is_zipfile(filename):
    try:
        if hasattr(filename, 'read'):
            pos = filename.tell()
            filename.seek(0)
            data = filename.read()
            filename.seek(pos)
            a = _zip_open(bytes(data))
        else:
            a = _zip_open(filename)
        _zip_close(a)
        return True
    except (OSError, BadZipFile):
        return False


class ZipFile:
    """A ZIP archive: ZipFile(file, mode='r', compression=ZIP_STORED,
    allowZip64=True, compresslevel=None)."""

    fp = None

    def __init__(self, file, mode='r', compression=ZIP_STORED, allowZip64=True,
                 compresslevel=None, *, strict_timestamps=True, metadata_encoding=None):
        if mode not in ('r', 'w', 'x', 'a'):
            raise ValueError("ZipFile requires mode 'r', 'w', 'x', or 'a'")
        _check_compression(compression)
        self._allowZip64 = allowZip64
        self.debug = 0
        self.NameToInfo = {}
        self.filelist = []
        self.compression = compression
        self.compresslevel = compresslevel
        self.mode = mode
        self.pwd = None
        self._comment = b''
        self._strict_timestamps = strict_timestamps
        self._archive = None
        self._closed = False
        self._writing = False
        self._modified = False
        self._new = {}  # id(zinfo) -> data of members added here
        if isinstance(file, _os.PathLike):
            file = _os.fspath(file)
        if isinstance(file, (str, bytes)):
            self._fileobj = None
            self.filename = file
            if mode == 'r':
                self._archive = _zip_open(file)
            elif mode == 'x':
                open(file, 'xb').close()
            elif mode == 'w':
                open(file, 'wb').close()
            elif mode == 'a':
                if _os.path.exists(file):
                    try:
                        self._archive = _zip_open(file)
                    except BadZipFile:
                        self._archive = None
                        self._prefix = open(file, 'rb').read()
                else:
                    open(file, 'wb').close()
        else:
            self._fileobj = file
            self.filename = getattr(file, 'name', None)
            if mode in ('r', 'a'):
                try:
                    file.seek(0)
                    data = file.read()
                except AttributeError:
                    raise TypeError('ZipFile needs a path or a binary file object') from None
                if mode == 'r' or data:
                    try:
                        self._archive = _zip_open(bytes(data))
                    except BadZipFile:
                        if mode == 'r':
                            raise
                        self._archive = None
                        self._prefix = bytes(data)
        if self._archive is not None:
            self._load()
            self._modified = mode != 'r' and False
        if mode in ('w', 'x'):
            self._modified = True

    def _load(self):
        for i, e in enumerate(_zip_entries(self._archive)):
            (name, date_time, ctype, comment, extra, csys, cver, ever, flags, eattr,
             crc, csize, fsize) = e
            zi = ZipInfo.__new__(ZipInfo)
            ZipInfo.__init__(zi, name, date_time) if date_time[0] >= 1980 else ZipInfo.__init__(zi, name)
            zi.date_time = date_time
            zi.compress_type = ctype
            zi.comment = comment
            zi.extra = extra
            zi.create_system = csys
            zi.create_version = cver
            zi.extract_version = ever
            zi.flag_bits = flags
            zi.external_attr = eattr
            zi.CRC = crc
            zi.compress_size = csize
            zi.file_size = fsize
            zi._index = i
            zi._archive = self._archive
            self.filelist.append(zi)
            self.NameToInfo[zi.filename] = zi

    def __enter__(self):
        return self

    def __exit__(self, type, value, traceback):
        self.close()

    def __repr__(self):
        result = ['<%s.%s' % (self.__class__.__module__, self.__class__.__qualname__)]
        if not self._closed:
            if self.filename is not None:
                result.append(' filename=%r' % self.filename)
            result.append(' mode=%r' % self.mode)
        else:
            result.append(' [closed]')
        result.append('>')
        return ''.join(result)

    @property
    def comment(self):
        return self._comment

    @comment.setter
    def comment(self, comment):
        if not isinstance(comment, bytes):
            raise TypeError("comment: expected bytes, got %s" % type(comment).__name__)
        self._comment = comment[:65535]
        self._modified = True

    def _check_open(self):
        if self._closed:
            raise ValueError('Attempt to use ZIP archive that was already closed')

    def namelist(self):
        return [data.filename for data in self.filelist]

    def infolist(self):
        return self.filelist

    def printdir(self, file=None):
        print('%-46s %19s %12s' % ('File Name', 'Modified    ', 'Size'), file=file)
        for zinfo in self.filelist:
            date = '%d-%02d-%02d %02d:%02d:%02d' % zinfo.date_time[:6]
            print('%-46s %s %12d' % (zinfo.filename, date, zinfo.file_size), file=file)

    def testzip(self):
        for zinfo in self.filelist:
            try:
                self._member_data(zinfo)
            except BadZipFile:
                return zinfo.filename
        return None

    def getinfo(self, name):
        info = self.NameToInfo.get(name)
        if info is None:
            raise KeyError('There is no item named %r in the archive' % name)
        return info

    def setpassword(self, pwd):
        if pwd and not isinstance(pwd, bytes):
            raise TypeError('pwd: expected bytes, got %s' % type(pwd).__name__)
        self.pwd = pwd

    def _member_data(self, zinfo):
        if id(zinfo) in self._new:
            return self._new[id(zinfo)]
        return _zip_read(zinfo._archive, zinfo._index)

    def read(self, name, pwd=None):
        with self.open(name, 'r', pwd) as fp:
            return fp.read()

    def open(self, name, mode='r', pwd=None, *, force_zip64=False):
        if mode not in {'r', 'w'}:
            raise ValueError('open() requires mode "r" or "w"')
        if pwd and (mode == 'w'):
            raise ValueError('pwd is only supported for reading files')
        self._check_open()
        if isinstance(name, ZipInfo):
            zinfo = name
        elif mode == 'w':
            zinfo = ZipInfo(name)
            zinfo.compress_type = self.compression
            zinfo._compresslevel = self.compresslevel
        else:
            zinfo = self.getinfo(name)
        if mode == 'w':
            if self.mode == 'r':
                raise ValueError("open() requires mode 'w', 'x', or 'a'")
            if self._writing:
                raise ValueError("Can't write to the ZIP file while there is another write handle open on it. "
                                 "Close the first handle before opening another.")
            self._writing = True
            return _ZipWriteFile(self, zinfo)
        if self._writing:
            raise ValueError("Can't read from the ZIP file while there is an open writing handle on it. "
                             "Close the writing handle before trying to read.")
        return ZipExtFile(self._member_data(zinfo), zinfo)

    def extract(self, member, path=None, pwd=None):
        if path is None:
            path = _os.getcwd()
        else:
            path = _os.fspath(path)
        return self._extract_member(member, path, pwd)

    def extractall(self, path=None, members=None, pwd=None):
        if members is None:
            members = self.namelist()
        if path is None:
            path = _os.getcwd()
        else:
            path = _os.fspath(path)
        for zipinfo in members:
            self._extract_member(zipinfo, path, pwd)

    def _extract_member(self, member, targetpath, pwd):
        if not isinstance(member, ZipInfo):
            member = self.getinfo(member)
        # The member's name, with no part that could leave targetpath.
        arcname = _os.path.splitdrive(member.filename)[1]
        arcname = '/'.join(x for x in arcname.split('/') if x not in ('', '.', '..'))
        targetpath = _os.path.normpath(_os.path.join(targetpath, arcname))
        upperdirs = _os.path.dirname(targetpath)
        if upperdirs and not _os.path.exists(upperdirs):
            _os.makedirs(upperdirs)
        if member.is_dir():
            if not _os.path.isdir(targetpath):
                _os.mkdir(targetpath)
            return targetpath
        with self.open(member, pwd=pwd) as source, open(targetpath, 'wb') as target:
            _shutil.copyfileobj(source, target)
        return targetpath

    def _add(self, zinfo, data):
        if zinfo.filename in self.NameToInfo:
            pass  # CPython warns ("Duplicate name"); the archive holds both
        if not zinfo.external_attr:
            zinfo.external_attr = 0o600 << 16  # ?rw-------
        zinfo.file_size = len(data)
        zinfo.compress_size = len(data)
        self._new[id(zinfo)] = bytes(data)
        self.filelist.append(zinfo)
        self.NameToInfo[zinfo.filename] = zinfo
        self._modified = True

    def write(self, filename, arcname=None, compress_type=None, compresslevel=None):
        self._check_open()
        if self.mode == 'r':
            raise ValueError("write() requires mode 'w', 'x', or 'a'")
        if self._writing:
            raise ValueError("Can't write to ZIP archive while an open writing handle exists")
        zinfo = ZipInfo.from_file(filename, arcname, strict_timestamps=self._strict_timestamps)
        if zinfo.is_dir():
            zinfo.compress_type = ZIP_STORED
            self._add(zinfo, b'')
            return
        if compress_type is not None:
            _check_compression(compress_type)
            zinfo.compress_type = compress_type
        else:
            zinfo.compress_type = self.compression
        zinfo._compresslevel = compresslevel if compresslevel is not None else self.compresslevel
        with open(filename, 'rb') as f:
            self._add(zinfo, f.read())

    def writestr(self, zinfo_or_arcname, data, compress_type=None, compresslevel=None):
        self._check_open()
        if isinstance(data, str):
            data = data.encode('utf-8')
        if not isinstance(zinfo_or_arcname, ZipInfo):
            zinfo = ZipInfo(filename=zinfo_or_arcname, date_time=_time.localtime(_time.time())[:6])
            zinfo.compress_type = self.compression
            zinfo._compresslevel = self.compresslevel
            if zinfo.filename.endswith('/'):
                zinfo.external_attr = 0o40775 << 16
                zinfo.external_attr |= 0x10
            else:
                zinfo.external_attr = 0o600 << 16
        else:
            zinfo = zinfo_or_arcname
        if self.mode == 'r':
            raise ValueError("write() requires mode 'w', 'x', or 'a'")
        if self._writing:
            raise ValueError("Can't write to ZIP archive while an open writing handle exists.")
        if compress_type is not None:
            _check_compression(compress_type)
            zinfo.compress_type = compress_type
        if compresslevel is not None:
            zinfo._compresslevel = compresslevel
        self._add(zinfo, data)

    def mkdir(self, zinfo_or_directory_name, mode=511):
        if isinstance(zinfo_or_directory_name, ZipInfo):
            zinfo = zinfo_or_directory_name
            if not zinfo.is_dir():
                raise ValueError('The given ZipInfo does not describe a directory')
        elif isinstance(zinfo_or_directory_name, str):
            directory_name = zinfo_or_directory_name
            if not directory_name.endswith('/'):
                directory_name += '/'
            zinfo = ZipInfo(directory_name, _time.localtime(_time.time())[:6])
            zinfo.external_attr = ((0o40000 | mode) & 0xFFFF) << 16
            zinfo.external_attr |= 0x10
        else:
            raise TypeError('Expected type str or ZipInfo')
        self._check_open()
        if self.mode == 'r':
            raise ValueError("write() requires mode 'w', 'x', or 'a'")
        self._add(zinfo, b'')

    def close(self):
        if self._closed:
            return
        if self._writing:
            raise ValueError("Can't close the ZIP file while there is an open writing handle on it. "
                             "Close the writing handle first.")
        self._closed = True
        try:
            if self.mode != 'r' and (self._modified or self._new):
                entries = []
                for zi in self.filelist:
                    if id(zi) in self._new:
                        entries.append((zi.filename, tuple(zi.date_time), zi.compress_type, zi._compresslevel,
                                        self._new[id(zi)], zi.comment, zi.external_attr, zi.create_system))
                    else:
                        entries.append((zi._archive, zi._index))
                data = getattr(self, '_prefix', b'') + _zip_build(entries, self._comment)
                if self._fileobj is None:
                    if self._archive is not None:
                        _zip_close(self._archive)
                        self._archive = None
                    with open(self.filename, 'wb') as f:
                        f.write(data)
                else:
                    if self.mode == 'a':
                        self._fileobj.seek(0)
                    self._fileobj.write(data)
                    if self.mode == 'a' and hasattr(self._fileobj, 'truncate'):
                        self._fileobj.truncate()
        finally:
            if self._archive is not None:
                _zip_close(self._archive)
                self._archive = None


ZipFile.__module__ = 'zipfile'
