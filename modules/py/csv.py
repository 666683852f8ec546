# The csv module, written for pyinterp: CPython 3.11's _csv (the reader's
# state machine and the writer's quoting rules, with their error
# messages) and Lib/csv.py (Dialect, DictReader, DictWriter) in Python.
# Readers take any iterable of strings, writers any object with a write
# method (io.StringIO, a list's append wrapped in an object, ...).
# Sniffer guesses a dialect with CPython's heuristics.

__all__ = ['QUOTE_MINIMAL', 'QUOTE_ALL', 'QUOTE_NONNUMERIC', 'QUOTE_NONE',
           'Error', 'Dialect', 'excel', 'excel_tab', 'field_size_limit',
           'reader', 'writer', 'register_dialect', 'get_dialect',
           'list_dialects', 'unregister_dialect', 'DictReader', 'DictWriter',
           'unix_dialect', '__version__', 'Sniffer']

__version__ = '1.0'

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)


class Error(Exception):
    pass


Error.__module__ = '_csv'

_dialects = {}
_field_limit = [128 * 1024]


def field_size_limit(*args, **kwargs):
    if kwargs:
        raise TypeError('field_size_limit() takes no keyword arguments')
    if len(args) > 1:
        raise TypeError(f'field_size_limit expected at most 1 argument, got {len(args)}')
    old = _field_limit[0]
    if args:
        if type(args[0]) is not int:
            raise TypeError('limit must be an integer')
        if not -2**63 <= args[0] < 2**63:
            raise OverflowError('Python int too large to convert to C long')
        _field_limit[0] = args[0]
    return old


class _DialectObj:
    # CPython's _csv.Dialect: validated, immutable parameters.
    __slots__ = ('delimiter', 'quotechar', 'escapechar', 'doublequote',
                 'skipinitialspace', 'lineterminator', 'quoting', 'strict')

    def __repr__(self):
        return '<_csv.Dialect object>'


_MISSING = object()


def _char(name, v, allow_none):
    if v is None and allow_none:
        return None
    if not isinstance(v, str):
        if allow_none:
            raise TypeError(f'"{name}" must be string or None, not {type(v).__name__}')
        raise TypeError(f'"{name}" must be string, not {type(v).__name__}')
    if len(v) != 1:
        raise TypeError(f'"{name}" must be a 1-character string')
    return v


def _make_dialect(dialect, kwargs):
    if isinstance(dialect, str):
        dialect = get_dialect(dialect)
    names = ('delimiter', 'doublequote', 'escapechar', 'lineterminator',
             'quotechar', 'quoting', 'skipinitialspace', 'strict')
    for k in kwargs:
        if k not in names:
            raise TypeError(f"'{k}' is an invalid keyword argument for Dialect()")
    vals = {}
    for n in names:
        v = kwargs.get(n, _MISSING)
        if v is _MISSING and dialect is not None:
            v = getattr(dialect, n, _MISSING)
        vals[n] = v
    d = _DialectObj()
    v = vals['delimiter']
    d.delimiter = _char('delimiter', ',' if v is _MISSING else v, False)
    v = vals['doublequote']
    d.doublequote = True if v is _MISSING else bool(v)
    v = vals['escapechar']
    d.escapechar = _char('escapechar', None if v is _MISSING else v, True)
    v = vals['lineterminator']
    v = '\r\n' if v is _MISSING else v
    if not isinstance(v, str):
        raise TypeError('"lineterminator" must be a string')
    d.lineterminator = v
    v = vals['quoting']
    if 'quoting' not in kwargs and 'quotechar' in kwargs and kwargs['quotechar'] is None:
        v = QUOTE_NONE
    v = QUOTE_MINIMAL if v is _MISSING else v
    if not isinstance(v, int) or v not in (0, 1, 2, 3):
        raise TypeError('bad "quoting" value')
    d.quoting = v
    v = vals['quotechar']
    d.quotechar = _char('quotechar', '"' if v is _MISSING else v, True)
    v = vals['skipinitialspace']
    d.skipinitialspace = False if v is _MISSING else bool(v)
    v = vals['strict']
    d.strict = False if v is _MISSING else bool(v)
    if d.quotechar is None and d.quoting != QUOTE_NONE:
        raise TypeError('quotechar must be set if quoting enabled')
    return d


def register_dialect(name, dialect=None, **kwargs):
    if not isinstance(name, str):
        raise TypeError('dialect name must be a string')
    _dialects[name] = _make_dialect(dialect, kwargs)


def unregister_dialect(name):
    if name not in _dialects:
        raise Error('unknown dialect')
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error('unknown dialect') from None


def list_dialects():
    return list(_dialects)


_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD, \
    _ESCAPE_IN_QUOTED_FIELD, _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL, \
    _AFTER_ESCAPED_CRNL = range(9)

_EOL = None


class _Reader:
    def __init__(self, it, dialect):
        self._it = it
        self.dialect = dialect
        self.line_num = 0
        self._fields = None
        self._field = []
        self._state = _START_RECORD
        self._numeric = False
        # Lines with no quote, escape or inner newline split at once
        # (str.split), the state machine's result for them.
        self._simple = dialect.quoting != QUOTE_NONNUMERIC and not dialect.skipinitialspace

    def __repr__(self):
        return '<_csv.reader object>'

    def __iter__(self):
        return self

    def _save_field(self):
        field = ''.join(self._field)
        self._field = []
        if self._numeric:
            self._numeric = False
            field = float(field)
        self._fields.append(field)

    def _add_char(self, c):
        if len(self._field) >= _field_limit[0]:
            raise Error(f'field larger than field limit ({_field_limit[0]})')
        self._field.append(c)

    def _process(self, c):
        d = self.dialect
        state = self._state
        if state == _START_RECORD:
            if c is _EOL:
                return
            if c == '\n' or c == '\r':
                self._state = _EAT_CRNL
                return
            state = self._state = _START_FIELD
        if state == _START_FIELD:
            if c == '\n' or c == '\r' or c is _EOL:
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self._state = _IN_QUOTED_FIELD
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == ' ' and d.skipinitialspace:
                pass
            elif c == d.delimiter:
                self._save_field()
            else:
                if d.quoting == QUOTE_NONNUMERIC:
                    self._numeric = True
                self._add_char(c)
                self._state = _IN_FIELD
        elif state == _ESCAPED_CHAR:
            if c == '\n' or c == '\r':
                self._add_char(c)
                self._state = _AFTER_ESCAPED_CRNL
                return
            if c is _EOL:
                c = '\n'
            self._add_char(c)
            self._state = _IN_FIELD
        elif state == _AFTER_ESCAPED_CRNL or state == _IN_FIELD:
            if state == _AFTER_ESCAPED_CRNL and c is _EOL:
                return
            if c == '\n' or c == '\r' or c is _EOL:
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == d.escapechar:
                self._state = _ESCAPED_CHAR
            elif c == d.delimiter:
                self._save_field()
                self._state = _START_FIELD
            else:
                # As _csv.c: an ordinary character leaves the state alone,
                # so after an escaped CR/LF the end of the line still does
                # not end the record.
                self._add_char(c)
        elif state == _IN_QUOTED_FIELD:
            if c is _EOL:
                pass
            elif c == d.escapechar:
                self._state = _ESCAPE_IN_QUOTED_FIELD
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                if d.doublequote:
                    self._state = _QUOTE_IN_QUOTED_FIELD
                else:
                    self._state = _IN_FIELD
            else:
                self._add_char(c)
        elif state == _ESCAPE_IN_QUOTED_FIELD:
            if c is _EOL:
                c = '\n'
            self._add_char(c)
            self._state = _IN_QUOTED_FIELD
        elif state == _QUOTE_IN_QUOTED_FIELD:
            if d.quoting != QUOTE_NONE and c == d.quotechar:
                self._add_char(c)
                self._state = _IN_QUOTED_FIELD
            elif c == d.delimiter:
                self._save_field()
                self._state = _START_FIELD
            elif c == '\n' or c == '\r' or c is _EOL:
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif not d.strict:
                self._add_char(c)
                self._state = _IN_FIELD
            else:
                raise Error(f"'{d.delimiter}' expected after '{d.quotechar}'")
        elif state == _EAT_CRNL:
            if c == '\n' or c == '\r':
                pass
            elif c is _EOL:
                self._state = _START_RECORD
            else:
                raise Error("new-line character seen in unquoted field - "
                            "do you need to open the file in universal-newline mode?")

    def __next__(self):
        self._fields = []
        self._field = []
        self._state = _START_RECORD
        self._numeric = False
        while True:
            try:
                line = next(self._it)
            except StopIteration:
                if self._field or self._state == _IN_QUOTED_FIELD:
                    if self.dialect.strict:
                        raise Error('unexpected end of data')
                    self._save_field()
                    break
                raise
            if not isinstance(line, str):
                raise Error(f'iterator should return strings, not {type(line).__name__} '
                            '(the file should be opened in text mode)')
            self.line_num += 1
            if self._state == _START_RECORD and self._simple:
                fields = _split_simple(line, self.dialect)
                if fields is not None:
                    self._fields = None
                    return fields
            for c in line:
                self._process(c)
            self._process(_EOL)
            if self._state == _START_RECORD:
                break
        fields = self._fields
        self._fields = None
        return fields


def _split_simple(line, d):
    # The fields of a line the state machine would split at each
    # delimiter: None when the line needs the state machine.
    body = line
    if body.endswith('\r\n'):
        body = body[:-2]
    elif body.endswith('\n') or body.endswith('\r'):
        body = body[:-1]
    if '\n' in body or '\r' in body:
        return None
    if d.quoting != QUOTE_NONE and d.quotechar is not None and d.quotechar in body:
        return None
    if d.escapechar is not None and d.escapechar in body:
        return None
    if not body:
        return []
    fields = body.split(d.delimiter)
    limit = _field_limit[0]
    if len(body) > limit:
        for f in fields:
            if len(f) > limit:
                return None
    return fields


def reader(csvfile, dialect='excel', **kwargs):
    it = iter(csvfile)
    return _Reader(it, _make_dialect(dialect, kwargs))


def _is_number(v):
    if isinstance(v, (int, float, complex)):
        return True
    t = type(v)
    return hasattr(t, '__index__') or hasattr(t, '__int__') or hasattr(t, '__float__')


class _Writer:
    def __init__(self, write, dialect):
        self._write = write
        self.dialect = dialect

    def __repr__(self):
        return '<_csv.writer object>'

    def _append(self, parts, field, quoted, first):
        d = self.dialect
        out = []
        for c in field:
            want_escape = False
            if (c == d.delimiter or c == d.escapechar or c == d.quotechar or
                    c in d.lineterminator):
                if d.quoting == QUOTE_NONE:
                    want_escape = True
                else:
                    if c == d.quotechar:
                        if d.doublequote:
                            out.append(d.quotechar)
                        else:
                            want_escape = True
                    elif c == d.escapechar:
                        want_escape = True
                    if not want_escape:
                        quoted = True
                if want_escape:
                    if d.escapechar is None:
                        raise Error('need to escape, but no escapechar set')
                    out.append(d.escapechar)
            out.append(c)
        if not first:
            parts.append(d.delimiter)
        if quoted:
            parts.append(d.quotechar)
            parts.extend(out)
            parts.append(d.quotechar)
        else:
            parts.extend(out)

    def writerow(self, row):
        d = self.dialect
        try:
            it = iter(row)
        except TypeError:
            raise Error(f'iterable expected, not {type(row).__name__}') from None
        parts = []
        n = 0
        for field in it:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not _is_number(field)
            elif d.quoting == QUOTE_ALL:
                quoted = True
            else:
                quoted = False
            if field is None:
                s = ''
            elif isinstance(field, str):
                s = field
            else:
                s = str(field)
            self._append(parts, s, quoted, n == 0)
            n += 1
        if n > 0 and not parts:
            if d.quoting == QUOTE_NONE:
                raise Error('single empty field record must be quoted')
            parts = [d.quotechar, d.quotechar]
        parts.append(d.lineterminator)
        return self._write(''.join(parts))

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def writer(csvfile, dialect='excel', **kwargs):
    try:
        write = csvfile.write
    except AttributeError:
        raise TypeError('argument 1 must have a "write" method') from None
    return _Writer(write, _make_dialect(dialect, kwargs))


class Dialect:
    _name = ''
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if type(self) is not Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _make_dialect(self, {})
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


register_dialect('excel', excel)


class excel_tab(excel):
    delimiter = '\t'


register_dialect('excel-tab', excel_tab)


class unix_dialect(Dialect):
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


register_dialect('unix', unix_dialect)


class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect='excel', *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval='', extrasaction='raise',
                 dialect='excel', *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ('raise', 'ignore'):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'"
                             % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == 'raise':
            wrong_fields = rowdict.keys() - self.fieldnames
            if wrong_fields:
                raise ValueError('dict contains fields not in fieldnames: '
                                 + ', '.join([repr(x) for x in wrong_fields]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))


# Sniffer: guesses a sample's dialect and whether it starts with a header,
# with the heuristics of CPython 3.11's Lib/csv.py (the same regular
# expressions, frequency tables and votes, so it guesses as CPython does).

_SNIFF_DOTALL_MULTILINE = 16 | 8  # re.DOTALL | re.MULTILINE, without importing enum

# Quoted fields between delimiters, tried in this order: ,"x", then "x",
# at a line's start, then ,"x" at its end, then a whole quoted line.
_QUOTED_FIELD_PATTERNS = (
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
)


def _count_up(table, key):
    table[key] = table.get(key, 0) + 1


def _split_lines(text):
    # The lines io.StringIO(text) yields: split after each '\n' only.
    lines = text.split('\n')
    out = [line + '\n' for line in lines[:-1]]
    if lines[-1]:
        out.append(lines[-1])
    return out


class Sniffer:
    '''
    "Sniffs" the format of a CSV file (i.e. delimiter, quotechar)
    Returns a Dialect object.
    '''

    def __init__(self):
        # Tie-breakers, most likely first, when several characters fit.
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        """
        Returns a dialect (or None) corresponding to the sample
        """
        quotechar, doublequote, delimiter, skipinitialspace = \
            self._guess_quote_and_delimiter(sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._guess_delimiter(sample, delimiters)
        if not delimiter:
            raise Error("Could not determine delimiter")

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = '\r\n'
            quoting = QUOTE_MINIMAL

        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skipinitialspace
        return dialect

    def _guess_quote_and_delimiter(self, data, delimiters):
        """
        Looks for text enclosed between two identical quotes
        (the probable quotechar) which are preceded and followed
        by the same character (the probable delimiter).
        For example:
                         ,'some text',
        The quote with the most wins, same with the delimiter.
        If there is no quotechar the delimiter can't be determined
        this way.
        """
        import re
        found = []
        for pattern in _QUOTED_FIELD_PATTERNS:
            found = list(re.compile(pattern, _SNIFF_DOTALL_MULTILINE).finditer(data))
            if found:
                break
        if not found:
            return ('', False, None, 0)
        quote_votes = {}
        delim_votes = {}
        spaced = 0
        for m in found:
            names = m.re.groupindex
            if m.group('quote'):
                _count_up(quote_votes, m.group('quote'))
            if 'delim' not in names:
                continue
            d = m.group('delim')
            if d and (delimiters is None or d in delimiters):
                _count_up(delim_votes, d)
            if 'space' in names and m.group('space'):
                spaced += 1
        quotechar = max(quote_votes, key=quote_votes.get)
        if delim_votes:
            delim = max(delim_votes, key=delim_votes.get)
            skipinitialspace = delim_votes[delim] == spaced
            if delim == '\n':  # a single column
                delim = ''
        else:
            delim = ''  # a single column of quoted fields
            skipinitialspace = 0
        # A quote inside a quoted field (between delimiters): doubled quotes.
        esc_delim = re.escape(delim)
        inner_quote = re.compile(
            r"((%s)|^)\W*%s[^%s\n]*%s[^%s\n]*%s\W*((%s)|$)" % (
                esc_delim, quotechar, esc_delim, quotechar, esc_delim, quotechar, esc_delim),
            8)  # re.MULTILINE
        doublequote = inner_quote.search(data) is not None
        return (quotechar, doublequote, delim, skipinitialspace)

    def _guess_delimiter(self, data, delimiters):
        """
        The delimiter /should/ occur the same number of times on
        each row. However, due to malformed data, it may not. We don't want
        an all or nothing approach, so we allow for small variations in this
        number.
          1) build a table of the frequency of each character on every line.
          2) build a table of frequencies of this frequency (meta-frequency?),
             e.g.  'x occurred 5 times in 10 rows, 6 times in 1000 rows,
             7 times in 2 rows'
          3) use the mode of the meta-frequency to determine the /expected/
             frequency for that character
          4) find out how often the character actually meets that goal
          5) the character that best meets its goal is the delimiter
        For performance reasons, the data is evaluated in chunks, so it can
        try and evaluate the smallest portion of the data possible, evaluating
        additional chunks as necessary.
        """
        rows = [line for line in data.split('\n') if line]
        candidates = [chr(c) for c in range(127)]
        chunk = min(10, len(rows))
        rounds = 0
        freq_of_freq = {}  # char -> {count in a row: rows with that count}
        modes = {}         # char -> (usual count, its rows less all others)
        delims = {}
        start, end = 0, chunk
        while start < len(rows):
            rounds += 1
            for row in rows[start:end]:
                for ch in candidates:
                    table = freq_of_freq.setdefault(ch, {})
                    _count_up(table, row.count(ch))
            for ch, table in freq_of_freq.items():
                pairs = list(table.items())
                if len(pairs) == 1:
                    if pairs[0][0] == 0:
                        continue
                    modes[ch] = pairs[0]
                    continue
                best = max(pairs, key=lambda p: p[1])
                pairs.remove(best)
                modes[ch] = (best[0], best[1] - sum(p[1] for p in pairs))
            seen = float(min(chunk * rounds, len(rows)))
            consistency = 1.0
            while not delims and consistency >= 0.9:
                for ch, (count, rows_meeting) in modes.items():
                    if count > 0 and rows_meeting > 0 and rows_meeting / seen >= consistency \
                            and (delimiters is None or ch in delimiters):
                        delims[ch] = (count, rows_meeting)
                consistency -= 0.01
            if len(delims) == 1:
                delim = next(iter(delims))
                return (delim, rows[0].count(delim) == rows[0].count(delim + ' '))
            start = end
            end += chunk
        if not delims:
            return ('', 0)
        if len(delims) > 1:
            for d in self.preferred:
                if d in delims:
                    return (d, rows[0].count(d) == rows[0].count(d + ' '))
        delim = sorted((v, k) for k, v in delims.items())[-1][1]
        return (delim, rows[0].count(delim) == rows[0].count(delim + ' '))

    def has_header(self, sample):
        # The first row is a header when, column by column, the others
        # agree on a type (complex numbers, else a fixed length) that the
        # first row's value does not have: each column votes.
        rows = reader(_split_lines(sample), self.sniff(sample))
        header = next(rows)
        width = len(header)
        kinds = dict.fromkeys(range(width))
        checked = 0
        for row in rows:
            if checked > 20:
                break
            checked += 1
            if len(row) != width:
                continue
            for col in list(kinds):
                try:
                    complex(row[col])
                    kind = complex
                except (ValueError, OverflowError):
                    kind = len(row[col])
                if kind != kinds[col]:
                    if kinds[col] is None:
                        kinds[col] = kind
                    else:
                        del kinds[col]
        votes = 0
        for col, kind in kinds.items():
            if type(kind) == type(0):
                votes += 1 if len(header[col]) != kind else -1
            else:
                try:
                    kind(header[col])
                except (ValueError, TypeError):
                    votes += 1
                else:
                    votes -= 1
        return votes > 0


# The reader and writer objects are _csv.reader and _csv.writer in CPython.
for _cls, _name in ((_Reader, 'reader'), (_Writer, 'writer')):
    _cls.__name__ = _cls.__qualname__ = _name
    _cls.__module__ = '_csv'
    _displayname(_cls, '_csv.' + _name)
del _cls, _name
