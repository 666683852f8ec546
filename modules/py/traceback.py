# The traceback module over pyinterp's tracebacks (see traceback.go): the
# text of an exception is what pyinterp prints for it uncaught, split into
# CPython's list items (one per frame). Traceback objects (exc.__traceback__)
# are pyinterp's restricted ones: format_tb, extract_tb, walk_tb and
# print_tb take them; the live stack is not reachable, so format_stack,
# extract_stack, print_stack and walk_stack raise NotImplementedError.

_sentinel = object()


def _limit(frames, limit):
    if limit is None:
        return frames
    if limit >= 0:
        return frames[:limit]
    return frames[limit:]


_SEPARATORS = (
    'The above exception was the direct cause of the following exception:\n',
    'During handling of the above exception, another exception occurred:\n',
)


def _lines(text):
    # Lines, with a chained exception's separator as one item, as CPython
    # yields it: '\nThe above exception ...:\n\n'.
    lines = text.splitlines(True)
    out = []
    i = 0
    while i < len(lines):
        if (lines[i] == '\n' and i + 2 < len(lines) and lines[i + 1] in _SEPARATORS
                and lines[i + 2] == '\n'):
            out.append(''.join(lines[i:i + 3]))
            i += 3
        else:
            out.append(lines[i])
            i += 1
    return out


def _items(text, limit):
    out = []
    frames = None
    for line in _lines(text):
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
    if tb is _sentinel or tb is e.__traceback__:
        return _items(_format(e, chain), limit)
    return _items(_format(e, chain, tb), limit)


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


class FrameSummary:
    """One frame of a traceback: filename, lineno, name and line."""

    __slots__ = ('filename', 'lineno', 'name', '_line', 'locals', '_text')

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self._line = line
        self.locals = None
        self._text = None

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno and
                    self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)

    def __len__(self):
        return 4

    @property
    def line(self):
        if self._line is None:
            return None
        return self._line.strip()


def _frame_text(f):
    if isinstance(f, FrameSummary) and f._text is not None:
        return f._text
    filename, lineno, name, line = f
    text = '  File "{}", line {}, in {}\n'.format(filename, lineno, name)
    if line:
        text += '    {}\n'.format(line.strip())
    return text


class StackSummary(list):
    """A list of FrameSummary objects, outermost first."""

    @classmethod
    def from_list(klass, a_list):
        result = StackSummary()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        return _frame_text(frame_summary)

    def format(self):
        # As CPython: a frame repeated (same file, line and name) more than
        # three times in a row is shown three times and counted.
        result = []
        last_file = last_line = last_name = None
        count = 0
        for f in self:
            if (last_file is None or last_file != f.filename or last_line is None or
                    last_line != f.lineno or last_name is None or last_name != f.name):
                if count > 3:
                    count -= 3
                    result.append('  [Previous line repeated {} more time{}]\n'.format(count, 's' if count > 1 else ''))
                last_file, last_line, last_name = f.filename, f.lineno, f.name
                count = 0
            count += 1
            if count > 3:
                continue
            result.append(self.format_frame_summary(f))
        if count > 3:
            count -= 3
            result.append('  [Previous line repeated {} more time{}]\n'.format(count, 's' if count > 1 else ''))
        return result


def format_list(extracted_list):
    """The text of each frame of a list of FrameSummary objects or
    (filename, lineno, name, line) tuples."""
    return StackSummary.from_list(extracted_list).format()


def print_list(extracted_list, file=None):
    text = ''.join(format_list(extracted_list))
    if file is None:
        _write_stderr(text)
    else:
        file.write(text)


def walk_tb(tb):
    """(frame, lineno) for each frame of the traceback, outermost first."""
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def extract_tb(tb, limit=None):
    """The frames of a traceback object as a StackSummary."""
    frames = _limit(_frames(tb), limit)
    out = StackSummary()
    for filename, lineno, name, line, text in frames:
        fs = FrameSummary(filename, lineno, name, line=line)
        fs._text = text
        out.append(fs)
    return out


def format_tb(tb, limit=None):
    """The text of each frame of a traceback object."""
    return extract_tb(tb, limit=limit).format()


def print_tb(tb, limit=None, file=None):
    """Print the frames of a traceback object (to sys.stderr by default)."""
    print_list(extract_tb(tb, limit=limit), file=file)


def clear_frames(tb):
    pass


def _no_frames(name):
    def f(*args, **kwargs):
        raise NotImplementedError('traceback.%s: the live stack is not available in pyinterp '
                                  '(use traceback.format_exc() or format_exception(exc))' % name)
    f.__name__ = name
    return f


format_stack = _no_frames('format_stack')
extract_stack = _no_frames('extract_stack')
print_stack = _no_frames('print_stack')
walk_stack = _no_frames('walk_stack')


class TracebackException:
    """An exception ready for rendering (from_exception, format,
    format_exception_only); stack is the StackSummary of its traceback."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15, max_group_depth=10):
        self._exc = exc_value
        self._limit = limit
        self.exc_type = exc_type
        self.stack = extract_tb(exc_traceback, limit=limit) if exc_traceback is not None else StackSummary()
        self.__cause__ = None
        self.__context__ = None
        self.__suppress_context__ = False
        self.__notes__ = None

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

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
