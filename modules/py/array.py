# The array module: array.array over a list of checked Python numbers
# (see array.go). Items are converted and range-checked as CPython's
# array does (with its messages); 'f' items are rounded to float32.
# tobytes/frombytes use the native layout (little-endian, the C sizes of
# x86-64 Linux) through struct. Not provided: buffer_info (addresses) and
# the buffer protocol (memoryview).

typecodes = 'bBuhHiIlLqQfd'
_SIZES = {'b': 1, 'B': 1, 'u': 4, 'h': 2, 'H': 2, 'i': 4, 'I': 4, 'l': 8, 'L': 8,
          'q': 8, 'Q': 8, 'f': 4, 'd': 8}
_LONG_MIN, _LONG_MAX = -2 ** 63, 2 ** 63 - 1
_ULONG_MAX = 2 ** 64 - 1


def _check_long(v):
    if v < _LONG_MIN or v > _LONG_MAX:
        raise OverflowError('Python int too large to convert to C long')


def _range(v, lo, hi, what):
    if v > hi:
        raise OverflowError(what + ' is greater than maximum')
    if v < lo:
        raise OverflowError(what + ' is less than minimum')


def _conv(tc, x):
    if tc == 'f' or tc == 'd':
        v = _float(x)
        return _f32(v) if tc == 'f' else v
    if tc == 'u':
        if not isinstance(x, str) or len(x) != 1:
            raise TypeError('array item must be unicode character')
        return x
    v = _index(x)
    if tc == 'b':
        _check_long(v)
        _range(v, -32768, 32767, 'signed short integer')
        _range(v, -128, 127, 'signed char')
    elif tc == 'B':
        _check_long(v)
        _range(v, 0, 255, 'unsigned byte integer')
    elif tc == 'h':
        _check_long(v)
        _range(v, -32768, 32767, 'signed short integer')
    elif tc == 'H':
        _check_long(v)
        _range(v, -2 ** 31, 2 ** 31 - 1, 'signed integer')
        _range(v, 0, 65535, 'unsigned short')
    elif tc == 'i':
        _check_long(v)
        _range(v, -2 ** 31, 2 ** 31 - 1, 'signed integer')
    elif tc == 'I' or tc == 'L':
        if v < 0:
            raise OverflowError("can't convert negative value to unsigned int")
        if v > _ULONG_MAX:
            raise OverflowError('Python int too large to convert to C unsigned long')
        if tc == 'I' and v > 2 ** 32 - 1:
            raise OverflowError('unsigned int is greater than maximum')
    elif tc == 'l':
        _check_long(v)
    elif tc == 'q':
        if v < _LONG_MIN or v > _LONG_MAX:
            raise OverflowError('int too big to convert')
    elif tc == 'Q':
        if v < 0:
            raise OverflowError("can't convert negative int to unsigned")
        if v > _ULONG_MAX:
            raise OverflowError('int too big to convert')
    return v


class array:
    """array(typecode [, initializer]) -> array

Return a new array whose items are restricted by typecode, and
initialized from the optional initializer value, which must be a list,
a bytes-like object, or iterable over elements of the appropriate type."""

    def __init__(self, typecode, initializer=None, /):
        if not isinstance(typecode, str) or len(typecode) != 1:
            raise TypeError('array() argument 1 must be a unicode character, not %s' % type(typecode).__name__)
        if typecode not in _SIZES:
            raise ValueError('bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)')
        self._tc = typecode
        self._a = []
        if initializer is None:
            return
        if isinstance(initializer, str):
            if typecode != 'u':
                raise TypeError('cannot use a str to initialize an array with typecode %r' % typecode)
            self.fromunicode(initializer)
        elif isinstance(initializer, (bytes, bytearray)):
            self.frombytes(initializer)
        elif isinstance(initializer, array):
            if initializer._tc == 'u' and typecode != 'u':
                raise TypeError('cannot use a unicode array to initialize an array with typecode %r' % typecode)
            self.extend(initializer._a)
        else:
            self.extend(initializer)

    @property
    def typecode(self):
        return self._tc

    @property
    def itemsize(self):
        return _SIZES[self._tc]

    def _same(self, other):
        return isinstance(other, array) and other._tc == self._tc

    def append(self, v, /):
        self._a.append(_conv(self._tc, v))

    def extend(self, iterable, /):
        if isinstance(iterable, array):
            if iterable._tc != self._tc:
                raise TypeError('can only extend with array of same kind')
            self._a.extend(iterable._a)
            return
        tc = self._tc
        for v in iterable:
            self._a.append(_conv(tc, v))

    def insert(self, i, v, /):
        self._a.insert(i, _conv(self._tc, v))

    def pop(self, i=-1, /):
        if not self._a:
            raise IndexError('pop from empty array')
        try:
            return self._a.pop(i)
        except IndexError:
            raise IndexError('pop index out of range') from None

    def remove(self, v, /):
        for i, x in enumerate(self._a):
            if x == v:
                del self._a[i]
                return
        raise ValueError('array.remove(x): x not in array')

    def index(self, v, start=0, stop=None, /):
        n = len(self._a)
        stop = n if stop is None else stop
        for i in range(*slice(start, stop).indices(n)):
            if self._a[i] == v:
                return i
        raise ValueError('array.index(x): x not in array')

    def count(self, v, /):
        return sum(1 for x in self._a if x == v)

    def reverse(self):
        self._a.reverse()

    def tolist(self):
        return list(self._a)

    def buffer_info(self):
        # (address, length): the address is the object's id, never a host
        # address.
        return (id(self), len(self._a))

    def fromlist(self, lst, /):
        if not isinstance(lst, list):
            raise TypeError('arg must be list')
        tc = self._tc
        self._a.extend([_conv(tc, v) for v in lst])

    def tobytes(self):
        if self._tc == 'u':
            return ''.join(self._a).encode('utf-32-le')
        return _pack('<%d%s' % (len(self._a), self._tc), *self._a)

    def frombytes(self, buffer, /):
        if isinstance(buffer, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        size = _SIZES[self._tc]
        if len(buffer) % size:
            raise ValueError('bytes length not a multiple of item size')
        if self._tc == 'u':
            self._a.extend(bytes(buffer).decode('utf-32-le'))
            return
        self._a.extend(_unpack('<%d%s' % (len(buffer) // size, self._tc), bytes(buffer)))

    def tounicode(self):
        if self._tc != 'u':
            raise ValueError('tounicode() may only be called on unicode type arrays')
        return ''.join(self._a)

    def fromunicode(self, s, /):
        if self._tc != 'u':
            raise ValueError('fromunicode() may only be called on unicode type arrays')
        if not isinstance(s, str):
            raise TypeError('fromunicode() argument must be str, not %s' % type(s).__name__)
        self._a.extend(s)

    def byteswap(self):
        size = _SIZES[self._tc]
        if size == 1:
            return
        data = self.tobytes()
        swapped = b''.join(data[i:i + size][::-1] for i in range(0, len(data), size))
        self._a = []
        self.frombytes(swapped)

    def __len__(self):
        return len(self._a)

    def __iter__(self):
        return iter(self._a)

    def __reversed__(self):
        return reversed(self._a)

    def __contains__(self, v):
        return v in self._a

    def __getitem__(self, i):
        if isinstance(i, slice):
            r = array(self._tc)
            r._a = self._a[i]
            return r
        try:
            return self._a[i]
        except IndexError:
            raise IndexError('array index out of range') from None

    def __setitem__(self, i, v):
        if isinstance(i, slice):
            if not isinstance(v, array):
                raise TypeError('can only assign array (not "%s") to array slice' % type(v).__name__)
            if v._tc != self._tc:
                raise TypeError('bad argument type for built-in operation')
            self._a[i] = v._a
            return
        v = _conv(self._tc, v)
        try:
            self._a[i] = v
        except IndexError:
            raise IndexError('array assignment index out of range') from None

    def __delitem__(self, i):
        try:
            del self._a[i]
        except IndexError:
            raise IndexError('array assignment index out of range') from None

    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only append array (not "%s") to array' % type(other).__name__)
        if other._tc != self._tc:
            raise TypeError('bad argument type for built-in operation')
        r = array(self._tc)
        r._a = self._a + other._a
        return r

    def __iadd__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only extend array with array (not "%s")' % type(other).__name__)
        if other._tc != self._tc:
            raise TypeError('can only extend with array of same kind')
        self._a += other._a
        return self

    def __mul__(self, n):
        r = array(self._tc)
        r._a = self._a * n
        return r

    __rmul__ = __mul__

    def __imul__(self, n):
        self._a *= n
        return self

    def __eq__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._a == other._a

    def __ne__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._a != other._a

    def __lt__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._a < other._a

    def __le__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._a <= other._a

    def __gt__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._a > other._a

    def __ge__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._a >= other._a

    __hash__ = None

    def __copy__(self):
        r = array(self._tc)
        r._a = list(self._a)
        return r

    def __deepcopy__(self, memo):
        return self.__copy__()

    def __repr__(self):
        if not self._a:
            return 'array(%r)' % self._tc
        if self._tc == 'u':
            return 'array(%r, %r)' % (self._tc, ''.join(self._a))
        return 'array(%r, %r)' % (self._tc, self._a)


ArrayType = array
_displayname(array, 'array.array')
