# The traceback module over pyinterp's tracebacks (see traceback.go): the
# text of an exception is what pyinterp prints for it uncaught, split into
# CPython's list items (one per frame). Traceback and frame objects are
# not reachable in pyinterp, so the functions that take them (format_tb,
# extract_tb, walk_tb, print_tb) or read the live stack (format_stack,
# extract_stack, print_stack, walk_stack) raise NotImplementedError.

_sentinel = object()


def _limit(frames, limit):
    if limit is None:
        return frames
    if limit >= 0:
        return frames[:limit]
    return frames[limit:]


def _items(text, limit):
    out = []
    frames = None
    for line in text.splitlines(True):
        if frames is not None and line.startswith('  File '):
            frames.append(line)
        elif frames is not None and frames and line.startswith('    '):
            frames[-1] += line
        else:
            if frames is not None:
                out.extend(_limit(frames, limit))
                frames = None
            out.append(line)
            if line == 'Traceback (most recent call last):\n':
                frames = []
    if frames is not None:
        out.extend(_limit(frames, limit))
    return out


def _exc_of(exc, value):
    if value is not _sentinel:
        exc = value
    if exc is None:
        return None
    if isinstance(exc, type) and issubclass(exc, BaseException):
        return exc()
    if not isinstance(exc, BaseException):
        raise TypeError('Exception expected for value, %s found' % type(exc).__name__)
    return exc


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    """Format a stack trace and the exception information: a list of
    strings, each ending in a newline."""
    e = _exc_of(exc, value)
    if e is None:
        return ['NoneType: None\n']
    return _items(_format(e, chain), limit)


def format_exception_only(exc, /, value=_sentinel):
    """Format the exception part of a traceback: ['ValueError: msg\\n']."""
    e = _exc_of(exc, value)
    if e is None:
        return ['NoneType: None\n']
    items = _items(_format(e, False), None)
    for i, item in enumerate(items):
        if not item.startswith('  File ') and item != 'Traceback (most recent call last):\n':
            return items[i:]
    return items


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    """Print the exception and its traceback to file (sys.stderr)."""
    text = ''.join(format_exception(exc, value, tb, limit=limit, chain=chain))
    if file is None:
        _write_stderr(text)
    else:
        file.write(text)


def format_exc(limit=None, chain=True):
    """The exception being handled, formatted as a string."""
    return ''.join(format_exception(_current(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    """Print the exception being handled (to sys.stderr by default)."""
    print_exception(_current(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    raise ValueError('no last exception')


def format_list(extracted_list):
    return ['  File "%s", line %d, in %s\n%s' % (f[0], f[1], f[2], '    %s\n' % f[3].strip() if f[3] else '')
            for f in extracted_list]


def _no_frames(name):
    def f(*args, **kwargs):
        raise NotImplementedError('traceback.%s: traceback and frame objects are not available in pyinterp '
                                  '(use traceback.format_exc() or format_exception(exc))' % name)
    f.__name__ = name
    return f


format_tb = _no_frames('format_tb')
extract_tb = _no_frames('extract_tb')
print_tb = _no_frames('print_tb')
walk_tb = _no_frames('walk_tb')
format_stack = _no_frames('format_stack')
extract_stack = _no_frames('extract_stack')
print_stack = _no_frames('print_stack')
walk_stack = _no_frames('walk_stack')
clear_frames = _no_frames('clear_frames')


class TracebackException:
    """An exception ready for rendering (from_exception, format,
    format_exception_only), without frame summaries (stack is empty)."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15, max_group_depth=10):
        self._exc = exc_value
        self._limit = limit
        self.exc_type = exc_type
        self.stack = []
        self.__cause__ = None
        self.__context__ = None
        self.__suppress_context__ = False
        self.__notes__ = None

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, None, *args, **kwargs)

    def format(self, *, chain=True):
        if self._exc is None:
            yield 'NoneType: None\n'
            return
        yield from format_exception(self._exc, limit=self._limit, chain=chain)

    def format_exception_only(self):
        if self._exc is None:
            yield 'NoneType: None\n'
            return
        yield from format_exception_only(self._exc)

    def print(self, *, file=None, chain=True):
        text = ''.join(self.format(chain=chain))
        if file is None:
            _write_stderr(text)
        else:
            file.write(text)

    def __str__(self):
        return str(self._exc)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self._exc is other._exc
        return NotImplemented
