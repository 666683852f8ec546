# time's Python part (see time.go): struct_time. The clocks, sleep,
# strftime and the conversions are Go.


class struct_time(tuple):
    """The time value as returned by gmtime(), localtime(), and strptime()"""

    __slots__ = ()
    n_sequence_fields = 9
    n_fields = 11
    n_unnamed_fields = 0
    _fields = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec',
               'tm_wday', 'tm_yday', 'tm_isdst')

    def __new__(cls, sequence, dict=None):
        seq = tuple(sequence)
        n = len(seq)
        if n < 9:
            raise TypeError(f'time.struct_time() takes an at least 9-sequence ({n}-sequence given)')
        if n > 11:
            raise TypeError(f'time.struct_time() takes an at most 11-sequence ({n}-sequence given)')
        self = tuple.__new__(cls, seq[:9])
        _extra[id(self)] = (seq[9] if n > 9 else None, seq[10] if n > 10 else None, self)
        return self

    def __repr__(self):
        parts = ', '.join(f'{name}={value!r}' for name, value in zip(self._fields, self))
        return f'time.struct_time({parts})'

    @property
    def tm_year(self):
        return self[0]

    @property
    def tm_mon(self):
        return self[1]

    @property
    def tm_mday(self):
        return self[2]

    @property
    def tm_hour(self):
        return self[3]

    @property
    def tm_min(self):
        return self[4]

    @property
    def tm_sec(self):
        return self[5]

    @property
    def tm_wday(self):
        return self[6]

    @property
    def tm_yday(self):
        return self[7]

    @property
    def tm_isdst(self):
        return self[8]

    @property
    def tm_zone(self):
        e = _extra.get(id(self))
        return e[0] if e is not None and e[2] is self else None

    @property
    def tm_gmtoff(self):
        e = _extra.get(id(self))
        return e[1] if e is not None and e[2] is self else None


_extra = {}
